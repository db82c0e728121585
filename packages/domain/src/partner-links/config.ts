/**
 * Partner configuration: base URLs, parameter names, fixed values and affiliate ids live here,
 * not in the builders, so the app can switch a partner or rename a parameter without code changes.
 *
 * Affiliate ids default to "" (a harmless placeholder: the parameter is then left out and the link
 * still works, just without commission). The app passes the real ids from its environment:
 *   createPartnerLinks({ flights: { affiliateId: env.FLIGHTS_MARKER } })
 */

/** Optional check from the app's airport data; without it, any three-letter code is accepted. */
export type AirportPredicate = (code: string) => boolean;

export interface FlightPartner {
  readonly name: string;
  readonly baseUrl: string;
  readonly currency: string;
  /** Affiliate marker; "" leaves the parameter out. */
  readonly affiliateId: string;
  readonly params: {
    readonly origin: string;
    readonly destination: string;
    readonly departDate: string;
    readonly returnDate: string;
    readonly adults: string;
    readonly children: string;
    readonly infants: string;
    readonly currency: string;
    readonly affiliateId: string;
  };
  /** Parameters with fixed values: round trip, economy, start the search at once. */
  readonly fixedParams: Readonly<Record<string, string>>;
}

export interface PackagePartner {
  readonly name: string;
  /** Dates are appended as two path segments: {baseUrl}/{departure}/{return}. */
  readonly baseUrl: string;
  readonly currency: string;
  readonly affiliateId: string;
  readonly params: {
    readonly origin: string;
    readonly destination: string;
    readonly rooms: string;
    readonly adults: string;
    readonly children: string;
    readonly infants: string;
    readonly currency: string;
    readonly affiliateId: string;
  };
  readonly fixedParams: Readonly<Record<string, string>>;
}

export interface HotelPartner {
  readonly name: string;
  readonly baseUrl: string;
  readonly currency: string;
  readonly affiliateId: string;
  /** Second affiliate identifier (a campaign label); "" leaves it out. */
  readonly label: string;
  readonly params: {
    readonly destination: string;
    readonly checkIn: string;
    readonly checkOut: string;
    readonly adults: string;
    readonly children: string;
    readonly rooms: string;
    readonly currency: string;
    readonly affiliateId: string;
    readonly label: string;
  };
  readonly fixedParams: Readonly<Record<string, string>>;
}

export interface HotelWidgetPartner {
  readonly name: string;
  readonly baseUrl: string;
  readonly language: string;
  readonly currency: string;
  /** Marker used when the search itself has none. */
  readonly affiliateId: string;
  readonly params: {
    readonly checkIn: string;
    readonly checkOut: string;
    readonly adults: string;
    readonly children: string;
    readonly childAges: string;
    readonly locationId: string;
    readonly hotelId: string;
    readonly marker: string;
    readonly language: string;
    readonly currency: string;
  };
  readonly fixedParams: Readonly<Record<string, string>>;
}

export interface HotelSearchHandoffPartner {
  readonly name: string;
  /** The encoded query is appended to this prefix as is. */
  readonly searchUrlPrefix: string;
}

export interface PartnerConfig {
  readonly flights: FlightPartner;
  readonly packages: PackagePartner;
  readonly hotels: HotelPartner;
  readonly hotelWidget: HotelWidgetPartner;
  readonly hotelSearch: HotelSearchHandoffPartner;
  readonly isKnownAirport?: AirportPredicate | undefined;
}

/** Partial per-partner settings; `params` and `fixedParams` merge key by key. */
export type PartnerOverride<P> = {
  -readonly [K in keyof P]?: P[K] extends string ? string : Partial<P[K]>;
};

export interface PartnerConfigOverrides {
  flights?: PartnerOverride<FlightPartner>;
  packages?: PartnerOverride<PackagePartner>;
  hotels?: PartnerOverride<HotelPartner>;
  hotelWidget?: PartnerOverride<HotelWidgetPartner>;
  hotelSearch?: PartnerOverride<HotelSearchHandoffPartner>;
  isKnownAirport?: AirportPredicate | undefined;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === "object" && child !== null) deepFreeze(child);
  }
  return Object.freeze(value);
}

/** The partners the site links to (see README, "Partner links"). */
export const defaultPartners: PartnerConfig = deepFreeze({
  // Travelpayouts' documented search-results link for Aviasales.
  flights: {
    name: "Aviasales",
    baseUrl: "https://www.aviasales.com/searches/new",
    currency: "EUR",
    affiliateId: "",
    params: {
      origin: "origin_iata",
      destination: "destination_iata",
      departDate: "depart_date",
      returnDate: "return_date",
      adults: "adults",
      children: "children",
      infants: "infants",
      currency: "currency",
      affiliateId: "marker",
    },
    fixedParams: { oneway: "0", trip_class: "0", with_request: "true" },
  },
  // Expedia's flight + hotel package deeplink.
  packages: {
    name: "Expedia",
    baseUrl: "https://www.expedia.com/go/package/search/FlightHotel",
    currency: "EUR",
    affiliateId: "",
    params: {
      origin: "FromAirport",
      destination: "Destination",
      rooms: "NumRoom",
      adults: "NumAdult",
      children: "NumChild",
      infants: "NumInfant",
      currency: "currency",
      affiliateId: "affcid",
    },
    fixedParams: {},
  },
  // Booking.com search results.
  hotels: {
    name: "Booking.com",
    baseUrl: "https://www.booking.com/searchresults.html",
    currency: "EUR",
    affiliateId: "",
    label: "",
    params: {
      destination: "ss",
      checkIn: "checkin",
      checkOut: "checkout",
      adults: "group_adults",
      children: "group_children",
      rooms: "no_rooms",
      currency: "selected_currency",
      affiliateId: "aid",
      label: "label",
    },
    fixedParams: {},
  },
  // Hotellook-style hotel widget search.
  hotelWidget: {
    name: "Hotellook",
    baseUrl: "https://search.hotellook.com/hotels",
    language: "en",
    currency: "USD",
    affiliateId: "",
    params: {
      checkIn: "checkIn",
      checkOut: "checkOut",
      adults: "adults",
      children: "children",
      childAges: "childAges",
      locationId: "locationId",
      hotelId: "hotelId",
      marker: "marker",
      language: "language",
      currency: "currency",
    },
    fixedParams: {},
  },
  hotelSearch: {
    name: "Booking.com",
    searchUrlPrefix: "https://www.booking.com/searchresults.html?ss=",
  },
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function mergePartner<P extends object>(base: P, override: PartnerOverride<P> | undefined): P {
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override ?? {})) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return deepFreeze(merged) as P;
}

/** A full configuration: `overrides` on top of `base` (defaultPartners unless given). */
export function mergePartnerConfig(
  overrides: PartnerConfigOverrides = {},
  base: PartnerConfig = defaultPartners,
): PartnerConfig {
  return Object.freeze({
    flights: mergePartner(base.flights, overrides.flights),
    packages: mergePartner(base.packages, overrides.packages),
    hotels: mergePartner(base.hotels, overrides.hotels),
    hotelWidget: mergePartner(base.hotelWidget, overrides.hotelWidget),
    hotelSearch: mergePartner(base.hotelSearch, overrides.hotelSearch),
    isKnownAirport: overrides.isKnownAirport ?? base.isKnownAirport,
  });
}
