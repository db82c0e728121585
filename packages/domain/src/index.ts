// The package's public API: one statement per module, sorted by path. It is a contract with
// the apps that import the package (decision 137): every name of the first release (0.1.0)
// stays, a new name is added here and in the README's "API" section, and api/domain.api.md
// records the whole surface (the tests fail when it changes unrecorded). Whether this
// repository uses a name does not decide whether it is public.
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
  type BrowseOptions,
  type BrowseQuery,
  browseQueryParams,
  type BrowseQueryResult,
  browseQuerySchema,
  byPopularity,
  catalogueFacets,
  type ListPage,
  listPageSchema,
  paginate,
  type QueryValues,
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
  parseIsoDate,
  toIsoDate,
} from "./dates.js";
export { arrivalPoint } from "./destination-airports.js";
export {
  bestMonthsSources,
  CITY_SIZES,
  type CitySize,
  citySizeOf,
  citySizes,
  landSettings,
  type SceneFacts,
  sceneFactsSchema,
  summarySources,
  type TravelGuide,
  travelGuideSchema,
} from "./destination-facts.js";
export {
  BUDGET_STEP_EUROS,
  type BudgetDiscovery,
  type BudgetSlider,
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
  BEST_MONTHS_RULE,
  bestMonthsFromWeather,
  CLIMATE_CLASS_RULE,
  type ClimateClass,
  climateClasses,
  climateClassOf,
  matchesWeather,
  MONTH_WEATHER_RULE,
  type MonthWeather,
  monthWeather,
  type Warmth,
  warmths,
  type WeatherNormals,
  weatherNormalsSchema,
  type WeatherWish,
} from "./destination-weather.js";
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
  RATES_WARN_AFTER_DAYS,
  ratesAgeDays,
  ratesAreStale,
} from "./display-currency.js";
export { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, plainLine } from "./plain-text.js";
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SHORT_TEXT_MIN_LENGTH,
  SPEC_NUMERIC_BOUNDS,
  TEXT_FIELD_MAX_LENGTH,
  UNNAMED_BOUND_8,
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
  type PartyShare,
  rankGroupTrips,
  type RankedGroupTrip,
} from "./group-trip.js";
export {
  CAROUSEL_INTERVAL_MS,
  IMAGE_SMALL_SIZES,
  IMAGE_WIDTHS,
  LINK_PREFETCH_ROOT_MARGIN_PX,
  LOGO_SIZE_PX,
  MOBILE_SIDEBAR_WIDTH_PX,
  SCROLL_TO_TOP_DURATION_MS,
  SCROLL_TOP_BUTTON_THRESHOLD_PX,
  SPINNER_AREA_HEIGHT_PX,
  STICKY_HEADER_OFFSET_PX,
  SWIPE_THRESHOLD_PX,
  TOAST_DELAY_MS,
  TOAST_DURATIONS_MS,
  TOAST_LIMIT,
  type ToastKind,
} from "./interface-numbers.js";
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
  SIGNUP_PATH,
  SIGNUP_REQUIRED_ERROR,
} from "./navigation.js";
export {
  countryCurrency,
  countryName,
  countryOptions,
  type Gender,
  genderOptions,
  genders,
  isCountryCode,
  type Option,
} from "./options.js";
export {
  type AirportPredicate,
  defaultPartners,
  type FlightPartner,
  type HotelPartner,
  type HotelSearchHandoffPartner,
  type HotelWidgetPartner,
  mergePartnerConfig,
  type PackagePartner,
  type PartnerConfig,
  type PartnerConfigOverrides,
  type PartnerOverride,
} from "./partner-links/config.js";
export { createPartnerLinks, type PartnerLinks } from "./partner-links/create.js";
export { PartnerLinkError, type PartnerLinkErrorCode } from "./partner-links/errors.js";
export { buildFlightSearchUrl, type FlightSearchLinkInput } from "./partner-links/flights.js";
export { buildHotelSearchHandoffUrl } from "./partner-links/hotel-search.js";
export { buildHotelWidgetUrl, type HotelWidgetLinkInput } from "./partner-links/hotel-widget.js";
export { buildHotelSearchUrl, type HotelSearchLinkInput } from "./partner-links/hotels.js";
export { buildPackageSearchUrl, type PackageSearchLinkInput } from "./partner-links/packages.js";
export { formatRating, STAR_COUNT, starSlots, starSlotsForRating } from "./rating.js";
export {
  filterBySearch,
  matchesSearch,
  MAX_SEARCH_DEPTH,
  type NameMatchRank,
  nameMatchRank,
  searchTerms,
} from "./search.js";
export {
  type TravellerCategory,
  travellerCategories,
  travellerCategoryForAge,
  type TravellerCategoryOption,
} from "./traveller-categories.js";
export {
  isKeptOutByDefault,
  type KeptOutReason,
  keptOutReasons,
  suggestablePlaces,
  type TravelAccess,
  travelAccessSchema,
  type TravelAdvisory,
  travelAdvisorySchema,
} from "./travel-access.js";
export { checkTravellerRules, travellersSchema } from "./travellers-schema.js";
export {
  DEFAULT_TRAVELLERS_LABEL,
  MAX_SEATED_TRAVELLERS,
  roomsNeeded,
  travellerCount,
  travellerMessages,
  type Travellers,
  travellersLabel,
} from "./travellers.js";
export {
  DEAL_NIGHTS,
  DEAL_PARTY,
  onePerCountry,
  type TripDeal,
  type TripDealOptions,
  tripDeals,
} from "./trip-deals.js";
export {
  CHILD_SHARE,
  type Coordinates,
  createTripCostRecord,
  EARTH_RADIUS_KM,
  estimateFlightFareCents,
  estimateTrip,
  FLIGHT_FARE_MODEL,
  greatCircleKm,
  INFANT_FARE_SHARE,
  perPersonCost,
  totalCostRange,
  type TripCostRecord,
  type TripCostRecordInput,
  tripCostRecordSchema,
  type TripEstimate,
  type TripEstimateInput,
  TripInputError,
} from "./trip-cost.js";
export {
  contactMessageSchema,
  EMAIL_PATTERN,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  type HotelSearch,
  type HotelSearchInput,
  hotelSearchSchema,
  IATA_CODE_PATTERN,
  isNameLike,
  isValidEmail,
  type PasswordChange,
  passwordChangeSchema,
  type ProfileUpdate,
  profileUpdateSchema,
  type SignIn,
  signInSchema,
  type SignUp,
  signUpSchema,
  tripPlanSchema,
  type TripSearch,
  type TripSearchInput,
  tripSearchSchema,
} from "./validation.js";
