// An app written against the package's first release (0.1.0): it imports "@travel/domain" by
// name, as any internal app does, and uses every name that release exported — each value once
// or more (calls below), each type in a declaration (TypeScript checks them). The expected
// results are what 0.1.0 answered; later releases may add names, never take these away.
// Run by first-release.test.ts: `tsc` against the built declarations, then plain Node against
// the built code, each call on its own so one missing name fails one call.
import * as domain from "@travel/domain";
import type {
  AirportPredicate,
  Attraction,
  Climate,
  Coordinates,
  Destination,
  DestinationType,
  FlightPartner,
  FlightSearchLinkInput,
  FooterMenu,
  Gender,
  HotelPartner,
  HotelSearch,
  HotelSearchHandoffPartner,
  HotelSearchInput,
  HotelSearchLinkInput,
  HotelWidgetLinkInput,
  HotelWidgetPartner,
  MenuLink,
  Option,
  PackagePartner,
  PackageSearchLinkInput,
  PartnerConfig,
  PartnerConfigOverrides,
  PartnerLinkErrorCode,
  PartnerLinks,
  PartnerOverride,
  PasswordChange,
  ProfileUpdate,
  SignIn,
  SignUp,
  StoredConsent,
  ToastKind,
  TravellerCategory,
  TravellerCategoryOption,
  Travellers,
  TripCostRecord,
  TripCostRecordInput,
  TripEstimate,
  TripEstimateInput,
  TripSearch,
  TripSearchInput,
} from "@travel/domain";

export interface FirstReleaseCall {
  /** The call as an app writes it. */
  readonly call: string;
  readonly run: () => unknown;
  /** What 0.1.0 answered; `{ threw: name }` for an error it threw. */
  readonly expected: unknown;
}

const party: Travellers = { adults: 2, children: 1, infants: 1 };
const lisbon: Coordinates = { latitude: 38.7813, longitude: -9.1359 };
const paris: Coordinates = { latitude: 49.0097, longitude: 2.5479 };
const costs: TripCostRecordInput = { flightCost: 40_000, hotelCost: 60_000 };
const record: TripCostRecord = {
  attractionCost: 2_500,
  totalDailyCost: 12_000,
  flightCost: 40_000,
  hotelCost: 60_000,
  totalCost: 114_500,
};
const estimateInput: TripEstimateInput = {
  nightlyRateCents: 12_000,
  dailyCostCents: 6_000,
  attractions: [{ priceCents: 1_200 }, { priceCents: 2_500 }],
  nights: 3,
  travellers: party,
  flightFareCents: 20_000,
};
const attraction: Attraction = { id: "belem", name: "Belém Tower", priceCents: 1_200 };
const climate: Climate = "mediterranean";
const destination: Destination = {
  id: 101,
  slug: "lisbon",
  name: "Lisbon",
  countryCode: "pt",
  airportCode: "LIS",
  ...lisbon,
  typeIds: ["city-break"],
  climate,
  summary: "Seven hills above the Tagus.",
  description: "Trams and miradouros.",
  nightlyRateCents: 12_000,
  dailyCostCents: 6_000,
  ratingTenths: 46,
  reviewCount: 1_280,
  attractions: [attraction],
  bestMonths: [4, 5],
};
const beachType: DestinationType = {
  id: "beach",
  name: "Beaches",
  description: "Warm water and soft sand.",
};
const consent: StoredConsent = { value: "true", expiresAt: Date.UTC(2025, 1, 4) };
const onlyLisbon: AirportPredicate = (code) => code === "LIS";
const flight: FlightSearchLinkInput = {
  origin: "lis",
  destination: "GRU",
  departureDate: "2025-07-01",
  returnDate: "2025-07-15",
  adults: 2,
  children: 1,
  infants: 1,
};
const holiday: PackageSearchLinkInput = {
  origin: "LIS",
  destination: "FAO",
  departureDate: "2025-07-01",
  returnDate: "2025-07-08",
  adults: 2,
};
const stay: HotelSearchLinkInput = {
  city: "São Paulo & Co",
  country: "br",
  checkIn: "2025-01-05",
  checkOut: "2025-01-06",
  adults: 1,
  infants: 1,
};
const widgetSearch: HotelWidgetLinkInput = {
  checkIn: "2025-01-05",
  checkOut: "2025-01-07",
  adults: 2,
  children: 2,
  locationId: 12_345,
};
const flightsOverride: PartnerOverride<FlightPartner> = { affiliateId: "marker-1" };
const overrides: PartnerConfigOverrides = { flights: flightsOverride };
const signUp: SignUp = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  password: "secret1",
};
const signIn: SignIn = { email: "ana@example.com", password: "secret1" };
const passwordChange: PasswordChange = {
  currentPassword: "secret1",
  newPassword: "secret2",
  confirmPassword: "secret2",
};
const profile: ProfileUpdate = { firstName: "Ana" };
const tripForm: TripSearchInput = {
  departure_area_code: "lis",
  destination: "gru",
  departureDate: "2025-07-01",
  returnDate: "2025-07-15",
  adults: "2",
  children: "",
  infants: "0",
  country: "br",
};
const hotelForm: HotelSearchInput = {
  checkIn: "2025-01-05",
  checkOut: "2025-01-07",
  adults: "2",
  children: "1",
  locationId: 12_345,
};
const gender: Gender = "other";
const toast: ToastKind = "success";
const category: TravellerCategory = "children";

function threw(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    const { name, code } = error as { name: string; code?: string };
    return code === undefined ? { threw: name } : { threw: name, code };
  }
}

function paramsOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

export const calls: readonly FirstReleaseCall[] = [
  // Money, ratings and dates (spec §9)
  { call: "formatPrice(123456)", run: () => domain.formatPrice(123456), expected: "1,234.56" },
  { call: "formatPrice(-0.4)", run: () => domain.formatPrice(-0.4), expected: "0.00" },
  {
    call: "formatPrice(NaN)",
    run: () => threw(() => domain.formatPrice(NaN)),
    expected: { threw: "RangeError" },
  },
  { call: "formatMoney(123456)", run: () => domain.formatMoney(123456), expected: "€1,234.56" },
  {
    call: 'formatMoney(1250, "gbp")',
    run: () => domain.formatMoney(1250, "gbp"),
    expected: "£12.50",
  },
  { call: "formatRating(45)", run: () => domain.formatRating(45), expected: "4.5" },
  { call: "STAR_COUNT", run: () => domain.STAR_COUNT, expected: 5 },
  {
    call: "starSlots(3)",
    run: () => domain.starSlots(3),
    expected: [true, true, true, false, false],
  },
  {
    call: "starSlotsForRating(46)",
    run: () => domain.starSlotsForRating(46),
    expected: [true, true, true, true, true],
  },
  {
    call: 'formatDate("2025-01-05")',
    run: () => domain.formatDate("2025-01-05"),
    expected: "Jan 05, 2025",
  },
  {
    call: 'parseIsoDate("2024-02-29")',
    run: () => domain.parseIsoDate("2024-02-29")?.toISOString(),
    expected: "2024-02-29T00:00:00.000Z",
  },
  {
    call: 'parseIsoDate("2023-02-29")',
    run: () => domain.parseIsoDate("2023-02-29"),
    expected: null,
  },
  { call: 'isIsoDate("2025-13-01")', run: () => domain.isIsoDate("2025-13-01"), expected: false },
  {
    call: "toIsoDate(new Date(Date.UTC(2025, 0, 5)))",
    run: () => domain.toIsoDate(new Date(Date.UTC(2025, 0, 5))),
    expected: "2025-01-05",
  },
  {
    call: 'addDays("2024-02-28", 2)',
    run: () => domain.addDays("2024-02-28", 2),
    expected: "2024-03-01",
  },
  {
    call: 'nightsBetween("2024-02-28", "2024-03-01")',
    run: () => domain.nightsBetween("2024-02-28", "2024-03-01"),
    expected: 2,
  },
  {
    call: 'compareIsoDates("2025-01-05", "2025-01-06") < 0',
    run: () => domain.compareIsoDates("2025-01-05", "2025-01-06") < 0,
    expected: true,
  },

  // Trip cost (spec §3, §5, §9)
  {
    call: "createTripCostRecord(costs)",
    run: () => domain.createTripCostRecord(costs),
    expected: {
      attractionCost: 0,
      totalDailyCost: 0,
      flightCost: 40_000,
      hotelCost: 60_000,
      totalCost: 100_000,
    },
  },
  {
    call: "tripCostRecordSchema.parse(costs).totalCost",
    run: () => domain.tripCostRecordSchema.parse(costs).totalCost,
    expected: 100_000,
  },
  {
    call: "perPersonCost(record, 3)",
    run: () => domain.perPersonCost(record, 3),
    expected: 38_167,
  },
  {
    call: "perPersonCost(record, 0)",
    run: () => threw(() => domain.perPersonCost(record, 0)),
    expected: { threw: "TripInputError" },
  },
  {
    call: "totalCostRange([...])",
    run: () => domain.totalCostRange([record, { totalCost: "9" }, { totalCost: 5_000 }, null]),
    expected: { min: 5_000, max: 114_500 },
  },
  {
    call: "totalCostRange([])",
    run: () => domain.totalCostRange([]),
    expected: { min: 0, max: 0 },
  },
  {
    call: "estimateTrip(estimateInput)",
    run: () => domain.estimateTrip(estimateInput),
    expected: {
      attractionCost: 9_250,
      totalDailyCost: 45_000,
      flightCost: 62_000,
      hotelCost: 72_000,
      totalCost: 188_250,
      perPerson: 47_063,
      rooms: 2,
    } satisfies TripEstimate,
  },
  {
    call: "estimateFlightFareCents(1500)",
    run: () => domain.estimateFlightFareCents(1500),
    expected: 32_000,
  },
  {
    call: "FLIGHT_FARE_MODEL.legs",
    run: () => [
      domain.FLIGHT_FARE_MODEL.legs,
      domain.FLIGHT_FARE_MODEL.feePerLegCents,
      domain.FLIGHT_FARE_MODEL.bands.length,
    ],
    expected: [2, 3_000, 3],
  },
  {
    call: "CHILD_SHARE, INFANT_FARE_SHARE",
    run: () => [domain.CHILD_SHARE, domain.INFANT_FARE_SHARE],
    expected: [0.5, 0.1],
  },
  {
    call: "greatCircleKm(lisbon, paris)",
    run: () => Math.round(domain.greatCircleKm(lisbon, paris)),
    expected: 1_470,
  },
  { call: "EARTH_RADIUS_KM", run: () => domain.EARTH_RADIUS_KM, expected: 6_371 },
  {
    call: "new TripInputError(field, message)",
    run: () => {
      const error = new domain.TripInputError("nights", "bad");
      return [error instanceof RangeError, error.name, error.field];
    },
    expected: [true, "TripInputError", "nights"],
  },

  // Travellers (spec §3)
  { call: "travellerCount(party)", run: () => domain.travellerCount(party), expected: 4 },
  {
    call: "travellersLabel(party)",
    run: () => domain.travellersLabel(party),
    expected: "2 Adults, 1 Child, 1 Infant",
  },
  { call: "travellersLabel({})", run: () => domain.travellersLabel({}), expected: "Adults" },
  {
    call: "DEFAULT_TRAVELLERS_LABEL",
    run: () => domain.DEFAULT_TRAVELLERS_LABEL,
    expected: "Adults",
  },
  {
    call: "roomsNeeded({ adults: 3, children: 2 })",
    run: () => domain.roomsNeeded({ adults: 3, children: 2 }),
    expected: 3,
  },
  { call: "MAX_SEATED_TRAVELLERS", run: () => domain.MAX_SEATED_TRAVELLERS, expected: 9 },
  {
    call: "travellerMessages.noAdult",
    run: () => domain.travellerMessages.noAdult,
    expected: "Add at least one adult.",
  },
  {
    call: "travellersSchema.safeParse({ adults: 1, infants: 2 })",
    run: () =>
      domain.travellersSchema
        .safeParse({ adults: 1, infants: 2 })
        .error?.issues.map((issue) => issue.message),
    expected: ["Each infant travels on an adult's lap: add an adult or remove an infant."],
  },
  {
    call: "checkTravellerRules in a form schema",
    run: () =>
      domain.travellersSchema.superRefine(domain.checkTravellerRules).safeParse({ adults: 0 })
        .success,
    expected: false,
  },
  {
    call: "travellerCategories",
    run: () => domain.travellerCategories.map((option: TravellerCategoryOption) => option.value),
    expected: ["adults", "children", "infants"],
  },
  {
    call: "travellerCategoryForAge(11)",
    run: () => [
      domain.travellerCategoryForAge(11),
      domain.travellerCategoryForAge(1),
      domain.travellerCategoryForAge(12),
    ],
    expected: [category, "infants", "adults"],
  },

  // Option lists (spec §3)
  { call: 'countryName("PT")', run: () => domain.countryName("PT"), expected: "Portugal" },
  {
    call: 'isCountryCode("pt")',
    run: () => [domain.isCountryCode("pt"), domain.isCountryCode("xx")],
    expected: [true, false],
  },
  {
    call: "countryOptions",
    run: () => {
      const options: readonly Option[] = domain.countryOptions;
      return options.find((option) => option.value === "pt")?.label;
    },
    expected: "Portugal",
  },
  { call: "genders", run: () => domain.genders, expected: ["male", "female", gender] },
  {
    call: "genderOptions",
    run: () => domain.genderOptions.map((option) => option.label),
    expected: ["Male", "Female", "Other"],
  },

  // Validation (spec §5)
  {
    call: 'isValidEmail("ana@example.com")',
    run: () => [domain.isValidEmail("ana@example.com"), domain.isValidEmail("ana@example")],
    expected: [true, false],
  },
  {
    call: "EMAIL_PATTERN.test",
    run: () => domain.EMAIL_PATTERN.test("a b@example.com"),
    expected: false,
  },
  {
    call: 'isNameLike("Ana 2")',
    run: () => [domain.isNameLike("Ana 2"), domain.isNameLike("Ana-Maria")],
    expected: [true, false],
  },
  {
    call: 'IATA_CODE_PATTERN.test("LIS")',
    run: () => [domain.IATA_CODE_PATTERN.test("LIS"), domain.IATA_CODE_PATTERN.test("lis")],
    expected: [true, false],
  },
  {
    call: "NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH",
    run: () => [domain.NAME_MAX_LENGTH, domain.PASSWORD_MIN_LENGTH],
    expected: [50, 6],
  },
  {
    call: "signUpSchema.parse(signUp)",
    run: () => domain.signUpSchema.parse(signUp),
    expected: signUp,
  },
  {
    call: "signInSchema.safeParse",
    run: () => domain.signInSchema.safeParse({ ...signIn, email: "nope" }).success,
    expected: false,
  },
  {
    call: "passwordChangeSchema.parse(passwordChange)",
    run: () => domain.passwordChangeSchema.parse(passwordChange),
    expected: passwordChange,
  },
  {
    call: "profileUpdateSchema.safeParse",
    run: () =>
      domain.profileUpdateSchema
        .safeParse({ ...profile, lastName: "S!lva" })
        .error?.issues.map((issue) => issue.message),
    expected: ["Use letters, numbers and spaces only."],
  },
  {
    call: "tripSearchSchema.parse(tripForm)",
    run: (): TripSearch => domain.tripSearchSchema.parse(tripForm),
    expected: {
      departure_area_code: "LIS",
      destination: "GRU",
      departureDate: "2025-07-01",
      returnDate: "2025-07-15",
      adults: 2,
      children: 0,
      infants: 0,
      country: "br",
    },
  },
  {
    call: "hotelSearchSchema.parse(hotelForm)",
    run: (): HotelSearch => domain.hotelSearchSchema.parse(hotelForm),
    expected: {
      checkIn: "2025-01-05",
      checkOut: "2025-01-07",
      adults: 2,
      children: 1,
      locationId: "12345",
    },
  },
  {
    call: "HOTEL_MAX_ADULTS, HOTEL_MAX_CHILDREN",
    run: () => [domain.HOTEL_MAX_ADULTS, domain.HOTEL_MAX_CHILDREN],
    expected: [30, 10],
  },

  // Search (spec §9)
  {
    call: 'searchTerms("  Lisbon  BEACH ")',
    run: () => domain.searchTerms("  Lisbon  BEACH "),
    expected: ["lisbon", "beach"],
  },
  {
    call: 'matchesSearch(destination, "tagus")',
    run: () => domain.matchesSearch(destination, "tagus"),
    expected: true,
  },
  {
    call: 'filterBySearch(items, "bea", ["name"])',
    run: () =>
      domain
        .filterBySearch([destination, { ...destination, name: "Bondi Beach" }], "bea", ["name"])
        .map((item) => item.name),
    expected: ["Bondi Beach"],
  },
  { call: "MAX_SEARCH_DEPTH", run: () => domain.MAX_SEARCH_DEPTH, expected: 4 },

  // Destinations
  {
    call: "destinationSchema.parse(destination)",
    run: () => domain.destinationSchema.parse(destination).slug,
    expected: "lisbon",
  },
  {
    call: "destinationTypeSchema.parse(beachType)",
    run: () => domain.destinationTypeSchema.parse(beachType),
    expected: beachType,
  },
  {
    call: "attractionSchema.safeParse",
    run: () => domain.attractionSchema.safeParse({ ...attraction, priceCents: -1 }).success,
    expected: false,
  },
  {
    call: "climates",
    run: () => domain.climates,
    expected: ["tropical", "mediterranean", "temperate", "continental", "arid", "cold"],
  },

  // Navigation (spec §2)
  {
    call: "mainNavigation",
    run: () => domain.mainNavigation.map((link: MenuLink) => link.routerPath),
    expected: ["/", "/contact"],
  },
  {
    call: "footerMenus",
    run: () =>
      domain.footerMenus.map((menu: FooterMenu) => [menu.id, menu.title, menu.menuList[0]?.name]),
    expected: [
      [1, "Company", "About Us"],
      [2, "Support", "Contact"],
    ],
  },
  {
    call: "HOME_PATHS",
    run: () => [domain.HOME_PATHS.length, domain.HOME_PATHS.at(-1)],
    expected: [10, "/home/home_10"],
  },
  {
    call: 'isCurrentPath("/destinations/123/", "/destinations")',
    run: () => domain.isCurrentPath("/destinations/123/", "/destinations"),
    expected: true,
  },
  {
    call: "myDestinationsHref(false)",
    run: () => domain.myDestinationsHref(false),
    expected: "/auth/signup?auth_error=signup-required",
  },
  {
    call: "SIGNUP_PATH, SIGNUP_REQUIRED_ERROR",
    run: () => [domain.SIGNUP_PATH, domain.SIGNUP_REQUIRED_ERROR],
    expected: ["/auth/signup", "signup-required"],
  },
  {
    call: "FAVOURITE_DESTINATIONS_PATH",
    run: () => domain.FAVOURITE_DESTINATIONS_PATH,
    expected: "/my-profile/favourite-destinations",
  },
  {
    call: 'safeRedirectPath("//evil.example")',
    run: () => [
      domain.safeRedirectPath("//evil.example"),
      domain.safeRedirectPath("/trips?id=1", "/home"),
    ],
    expected: ["/", "/trips?id=1"],
  },

  // Cookie consent (spec §9)
  {
    call: "CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS, CONSENT_MAX_AGE_SECONDS",
    run: () => [
      domain.CONSENT_COOKIE_NAME,
      domain.CONSENT_MAX_AGE_DAYS,
      domain.CONSENT_MAX_AGE_SECONDS,
    ],
    expected: ["cookieConsent", 30, 2_592_000],
  },
  {
    call: "consentExpiry(Date.UTC(2025, 0, 5))",
    run: () => domain.consentExpiry(Date.UTC(2025, 0, 5)),
    expected: Date.UTC(2025, 1, 4),
  },
  {
    call: 'parseConsentCookie(" false ")',
    run: () => [domain.parseConsentCookie(" false "), domain.parseConsentCookie("yes")],
    expected: [false, null],
  },
  {
    call: "isConsentValid(consent, now)",
    run: () => [
      domain.isConsentValid(consent, Date.UTC(2025, 1, 3)),
      domain.isConsentValid(consent, Date.UTC(2025, 1, 5)),
    ],
    expected: [true, false],
  },

  // Spec §5's numeric bounds and §9's interface numbers
  {
    call: "SPEC_NUMERIC_BOUNDS",
    run: () => domain.SPEC_NUMERIC_BOUNDS,
    expected: [8, 1000, 100, 100, 8, 6, 6, 10, 3, 15],
  },
  {
    call: "MESSAGE_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH, SHORT_TEXT_MIN_LENGTH",
    run: () => [
      domain.MESSAGE_MAX_LENGTH,
      domain.TEXT_FIELD_MAX_LENGTH,
      domain.SHORT_TEXT_MIN_LENGTH,
    ],
    expected: [1000, 100, 3],
  },
  {
    call: "PHONE_MIN_DIGITS, PHONE_MAX_DIGITS, UNNAMED_BOUND_8",
    run: () => [domain.PHONE_MIN_DIGITS, domain.PHONE_MAX_DIGITS, domain.UNNAMED_BOUND_8],
    expected: [10, 15, 8],
  },
  {
    call: "STICKY_HEADER_OFFSET_PX, SCROLL_TOP_BUTTON_THRESHOLD_PX, SCROLL_TO_TOP_DURATION_MS",
    run: () => [
      domain.STICKY_HEADER_OFFSET_PX,
      domain.SCROLL_TOP_BUTTON_THRESHOLD_PX,
      domain.SCROLL_TO_TOP_DURATION_MS,
    ],
    expected: [10, 500, 1200],
  },
  {
    call: "SPINNER_AREA_HEIGHT_PX, LOGO_SIZE_PX, MOBILE_SIDEBAR_WIDTH_PX",
    run: () => [domain.SPINNER_AREA_HEIGHT_PX, domain.LOGO_SIZE_PX, domain.MOBILE_SIDEBAR_WIDTH_PX],
    expected: [500, 120, 400],
  },
  {
    call: "TOAST_DURATIONS_MS[toast], TOAST_LIMIT, TOAST_DELAY_MS",
    run: () => [
      domain.TOAST_DURATIONS_MS[toast],
      domain.TOAST_DURATIONS_MS.loading,
      domain.TOAST_LIMIT,
      domain.TOAST_DELAY_MS,
    ],
    expected: [2000, Number.POSITIVE_INFINITY, 20, 5000],
  },
  {
    call: "CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, LINK_PREFETCH_ROOT_MARGIN_PX",
    run: () => [
      domain.CAROUSEL_INTERVAL_MS,
      domain.SWIPE_THRESHOLD_PX,
      domain.LINK_PREFETCH_ROOT_MARGIN_PX,
    ],
    expected: [5000, 40, 200],
  },
  {
    call: "IMAGE_WIDTHS, IMAGE_SMALL_SIZES",
    run: () => [domain.IMAGE_WIDTHS, domain.IMAGE_SMALL_SIZES],
    expected: [
      [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
      [16, 32, 48, 64, 96, 128, 256, 384],
    ],
  },

  // Partner links (spec §7)
  {
    call: "buildFlightSearchUrl(flight)",
    run: () => paramsOf(domain.buildFlightSearchUrl(flight)),
    expected: {
      origin_iata: "LIS",
      destination_iata: "GRU",
      depart_date: "2025-07-01",
      return_date: "2025-07-15",
      adults: "2",
      children: "1",
      infants: "1",
      currency: "EUR",
      oneway: "0",
      trip_class: "0",
      with_request: "true",
    },
  },
  {
    call: "buildFlightSearchUrl(same airports)",
    run: () => threw(() => domain.buildFlightSearchUrl({ ...flight, destination: "LIS" })),
    expected: { threw: "PartnerLinkError", code: "SAME_AIRPORT" },
  },
  {
    call: "buildPackageSearchUrl(holiday)",
    run: () => domain.buildPackageSearchUrl(holiday),
    expected:
      "https://www.expedia.com/go/package/search/FlightHotel/2025-07-01/2025-07-08?FromAirport=LIS&Destination=FAO&NumRoom=1&NumAdult=2&NumChild=0&NumInfant=0&currency=EUR",
  },
  {
    call: "buildHotelSearchUrl(stay)",
    run: () => paramsOf(domain.buildHotelSearchUrl(stay)),
    expected: {
      ss: "São Paulo & Co, Brazil",
      checkin: "2025-01-05",
      checkout: "2025-01-06",
      group_adults: "1",
      group_children: "1",
      no_rooms: "1",
      selected_currency: "EUR",
    },
  },
  {
    call: "buildHotelWidgetUrl(widgetSearch)",
    run: () => paramsOf(domain.buildHotelWidgetUrl(widgetSearch)),
    expected: {
      language: "en",
      currency: "USD",
      checkIn: "2025-01-05",
      checkOut: "2025-01-07",
      adults: "2",
      children: "2",
      childAges: "0,0",
      locationId: "12345",
    },
  },
  {
    call: 'buildHotelSearchHandoffUrl("Lisbon hotels")',
    run: () => domain.buildHotelSearchHandoffUrl("Lisbon hotels"),
    expected: "https://www.booking.com/searchresults.html?ss=Lisbon%20hotels",
  },
  {
    call: "defaultPartners",
    run: () => [domain.defaultPartners.flights.baseUrl, domain.defaultPartners.flights.affiliateId],
    expected: ["https://www.aviasales.com/searches/new", ""],
  },
  {
    call: "mergePartnerConfig(overrides)",
    run: () => {
      const config: PartnerConfig = domain.mergePartnerConfig(overrides);
      const hotels: HotelPartner = config.hotels;
      const packages: PackagePartner = config.packages;
      const widget: HotelWidgetPartner = config.hotelWidget;
      const handoff: HotelSearchHandoffPartner = config.hotelSearch;
      return [
        config.flights.affiliateId,
        hotels.baseUrl,
        packages.currency,
        widget.currency,
        handoff.searchUrlPrefix,
      ];
    },
    expected: [
      "marker-1",
      "https://www.booking.com/searchresults.html",
      "EUR",
      "USD",
      "https://www.booking.com/searchresults.html?ss=",
    ],
  },
  {
    call: "createPartnerLinks({ isKnownAirport }).flights",
    run: () => {
      const links: PartnerLinks = domain.createPartnerLinks({ isKnownAirport: onlyLisbon });
      return threw(() => links.flights(flight));
    },
    expected: { threw: "PartnerLinkError", code: "UNKNOWN_AIRPORT" },
  },
  {
    call: "createPartnerLinks(overrides).hotelSearch",
    run: () => domain.createPartnerLinks(overrides).hotelSearch("Porto"),
    expected: "https://www.booking.com/searchresults.html?ss=Porto",
  },
  {
    call: "new PartnerLinkError(code, message)",
    run: () => {
      const code: PartnerLinkErrorCode = "NO_ADULT";
      const error = new domain.PartnerLinkError(code, "no adult");
      return [error instanceof Error, error.name, error.code];
    },
    expected: [true, "PartnerLinkError", "NO_ADULT"],
  },
];
