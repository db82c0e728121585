// The package's public API: one statement per module, sorted by path. A name is here when an
// app uses it or it types a public function's argument or result; everything else stays inside
// its module. The README's "API" section groups these by topic.
export { ACCOUNT_DELETION_MESSAGES, accountDeletionSchema } from "./account-deletion.js";
export {
  actionCodeField,
  emailVerificationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "./account-recovery.js";
export {
  BROWSE_PAGE_SIZE,
  BROWSE_SORTS,
  type BrowseSort,
  MAX_DAILY_BUDGET_EUROS,
} from "./catalogue-browse-options.js";
export {
  browseCatalogue,
  type BrowseEntry,
  type BrowseQuery,
  browseQueryParams,
  byPopularity,
  catalogueFacets,
  type ListPage,
  listPageSchema,
  paginate,
  readBrowseQuery,
} from "./catalogue-browse.js";
export {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_MAX_AGE_SECONDS,
  consentExpiry,
  isConsentValid,
  parseConsentCookie,
  type StoredConsent,
} from "./cookie-consent.js";
export {
  addDays,
  compareIsoDates,
  formatDate,
  isIsoDate,
  nightsBetween,
  toIsoDate,
} from "./dates.js";
export { arrivalPoint } from "./destination-airports.js";
export {
  BUDGET_STEP_EUROS,
  type BudgetDiscovery,
  byBestValue,
  type DestinationEstimate,
  type DestinationTripPlan,
  discoverByBudget,
  estimateDestinationTrip,
  JUST_OVER_COUNT,
  MAX_BUDGET_EUROS,
  parseDestinationId,
  startsAtDestination,
  type TripOrigin,
} from "./destination-trip.js";
export {
  type Attraction,
  attractionSchema,
  type Climate,
  climates,
  type Continent,
  continents,
  type CostBasis,
  costBases,
  type Destination,
  type DestinationAirport,
  destinationAirportSchema,
  type DestinationPhoto,
  destinationPhotoSchema,
  destinationSchema,
  type DestinationType,
  destinationTypeSchema,
  PHOTO_WIDTHS,
  photoWidths,
} from "./destination.js";
export {
  chooseDisplay,
  currencyCodeSchema,
  type DisplayChoice,
  displayCurrencies,
  type DisplayFallback,
  type EuroRates,
  euroRatesSchema,
  parseEurofxrefDaily,
  RATES_STALE_AFTER_DAYS,
  ratesAreStale,
} from "./display-currency.js";
export { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, plainLine } from "./plain-text.js";
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./field-limits.js";
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
export {
  estimateGroupTrip,
  GROUP_RANKINGS,
  type GroupEstimate,
  type GroupParty,
  type GroupRanking,
  type GroupRankingResult,
  type GroupTripPlan,
  isGroupRanking,
  MAX_GROUP_PARTIES,
  MIN_GROUP_PARTIES,
  rankGroupTrips,
} from "./group-trip.js";
export {
  APPROXIMATE_SIGN,
  BASE_CURRENCY,
  EURO_DISPLAY,
  formatEuros,
  formatMoney,
  formatPrice,
  type PriceDisplay,
} from "./money.js";
export {
  destinationPath,
  FAVOURITE_DESTINATIONS_PATH,
  type FooterMenu,
  footerMenus,
  HOME_PATHS,
  isCurrentPath,
  mainNavigation,
  headerNavigation,
  tripToolsNavigation,
  type MenuLink,
  myDestinationsHref,
  PLANNER_PATH,
  safeRedirectPath,
  SIGNUP_REQUIRED_ERROR,
} from "./navigation.js";
export { countryName, countryOptions, type Option } from "./options.js";
export type { PartnerConfig, PartnerConfigOverrides } from "./partner-links/config.js";
export { createPartnerLinks, type PartnerLinks } from "./partner-links/create.js";
export { PartnerLinkError, type PartnerLinkErrorCode } from "./partner-links/errors.js";
export type { FlightSearchLinkInput } from "./partner-links/flights.js";
export type { HotelWidgetLinkInput } from "./partner-links/hotel-widget.js";
export type { HotelSearchLinkInput } from "./partner-links/hotels.js";
export type { PackageSearchLinkInput } from "./partner-links/packages.js";
export { formatRating, starSlotsForRating } from "./rating.js";
export { filterBySearch, searchTerms } from "./search.js";
export {
  type TravellerCategory,
  travellerCategories,
  type TravellerCategoryOption,
} from "./traveller-categories.js";
export { travellerCount, type Travellers, travellersLabel } from "./travellers.js";
export {
  type Coordinates,
  estimateFlightFareCents,
  estimateTrip,
  greatCircleKm,
  totalCostRange,
  type TripEstimate,
  type TripEstimateInput,
  TripInputError,
} from "./trip-cost.js";
export {
  contactMessageSchema,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  hotelSearchSchema,
  isValidEmail,
  passwordChangeSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
  tripPlanSchema,
  tripSearchSchema,
} from "./validation.js";
