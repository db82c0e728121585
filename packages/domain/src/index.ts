export * from "./money.js";
export * from "./rating.js";
export * from "./dates.js";
export * from "./destination.js";
export * from "./trip-cost.js";
export * from "./destination-trip.js";
export * from "./travellers.js";
export * from "./travellers-schema.js";
export * from "./validation.js";
export * from "./account-recovery.js";
export * from "./search.js";
export * from "./options.js";
export * from "./navigation.js";
export * from "./cookie-consent.js";
export * from "./constants.js";
export * from "./partner-links/index.js";
export * from "./account-deletion.js";
export * from "./group-trip.js";
export {
  BUDGET_ORDERS,
  DESNZ_DISTANCE_UPLIFT,
  estimateFlightEmissions,
  FLIGHT_EMISSION_BANDS,
  FLIGHT_EMISSIONS_SOURCE,
  flightKgPerPerson,
  formatKg,
  greenestFirst,
  isBudgetOrder,
  legEmissionsKg,
  RETURN_TRIP_LEGS,
  type BudgetOrder,
  type FlightBand,
  type FlightEmissionBand,
  type FlightEmissions,
  type FlightEmissionsInput,
} from "./flight-emissions.js";
