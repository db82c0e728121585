// Input checks shared by the partner-link builders. Each failure throws a PartnerLinkError.
import { compareIsoDates, isIsoDate } from "../dates.js";
import { MAX_SEATED_TRAVELLERS } from "../travellers.js";
import { HOTEL_MAX_ADULTS, HOTEL_MAX_CHILDREN, IATA_CODE_PATTERN } from "../validation.js";
import type { AirportPredicate } from "./config.js";
import { PartnerLinkError } from "./errors.js";

/** The upper-cased airport code, after checking its form and, when the app supplies one, the known-airport check. */
function checkAirport(
  code: unknown,
  what: string,
  isKnownAirport: AirportPredicate | undefined,
): string {
  const normalised = typeof code === "string" ? code.trim().toUpperCase() : "";
  if (!IATA_CODE_PATTERN.test(normalised)) {
    throw new PartnerLinkError(
      "INVALID_AIRPORT",
      `${what} must be a 3-letter airport code, got ${JSON.stringify(code)}`,
    );
  }
  if (isKnownAirport && !isKnownAirport(normalised)) {
    throw new PartnerLinkError("UNKNOWN_AIRPORT", `${what} ${normalised} is not a known airport`);
  }
  return normalised;
}

function checkRoute(origin: string, destination: string): void {
  if (origin === destination)
    throw new PartnerLinkError("SAME_AIRPORT", `origin and destination are both ${origin}`);
}

function checkDate(value: unknown, what: string): string {
  if (!isIsoDate(value))
    throw new PartnerLinkError(
      "INVALID_DATE",
      `${what} must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`,
    );
  return value;
}

/** Days from `start` to `end` (negative when `end` is earlier); both already checked. */
function dayOrder(start: string, end: string): number {
  return compareIsoDates(end, start);
}

function checkCount(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new PartnerLinkError(
      "INVALID_TRAVELLERS",
      `${what} must be a whole number ≥ 0, got ${String(value)}`,
    );
  }
  return value;
}

export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Counts as whole numbers with at least one adult. Missing children or infants count as 0. */
export function checkCounts(party: {
  adults: unknown;
  children?: unknown;
  infants?: unknown;
}): PartyCounts {
  const adults = checkCount(party.adults, "adults");
  const children = checkCount(party.children ?? 0, "children");
  const infants = checkCount(party.infants ?? 0, "infants");
  if (adults < 1) throw new PartnerLinkError("NO_ADULT", "at least one adult must travel");
  return { adults, children, infants };
}

/** The airline party rules: one lap per infant, at most 9 seated travellers. */
export function checkFlightParty(party: PartyCounts): void {
  if (party.infants > party.adults) {
    throw new PartnerLinkError("INVALID_TRAVELLERS", "each infant needs an adult's lap");
  }
  if (party.adults + party.children > MAX_SEATED_TRAVELLERS) {
    throw new PartnerLinkError(
      "INVALID_TRAVELLERS",
      `at most ${MAX_SEATED_TRAVELLERS} adults and children per booking`,
    );
  }
}

/** Hotel stays and widget searches share these guest limits (see hotelSearchSchema). */
export function checkHotelGuests(adults: number, children: number): void {
  if (adults > HOTEL_MAX_ADULTS || children > HOTEL_MAX_CHILDREN) {
    throw new PartnerLinkError(
      "INVALID_TRAVELLERS",
      `at most ${HOTEL_MAX_ADULTS} adults and ${HOTEL_MAX_CHILDREN} children per hotel search`,
    );
  }
}

export function checkStay(
  checkInValue: unknown,
  checkOutValue: unknown,
): { checkIn: string; checkOut: string } {
  const checkIn = checkDate(checkInValue, "check-in");
  const checkOut = checkDate(checkOutValue, "check-out");
  if (dayOrder(checkIn, checkOut) <= 0) {
    throw new PartnerLinkError(
      "CHECK_OUT_NOT_AFTER_CHECK_IN",
      `check-out ${checkOut} must be after check-in ${checkIn}`,
    );
  }
  return { checkIn, checkOut };
}

// Links are assembled as text rather than with the URL class: the package targets any
// JavaScript runtime and loads no DOM or Node typings.
const BASE_URL = /^(https?:\/\/[^\s/?#]+)([^\s?#]*)(?:\?([^\s#]*))?$/iu;

export type LinkParam = readonly [name: string, value: string | number | undefined];

/**
 * `baseUrl` (an absolute http(s) URL, else INVALID_CONFIG) with encoded path segments appended
 * and each parameter added URL-encoded. Empty values (placeholder affiliate ids, absent hotel ids)
 * are left out; any query the base URL already has is kept first.
 */
export function buildLink(
  baseUrl: string,
  partner: string,
  params: readonly LinkParam[],
  pathSegments: readonly string[] = [],
): string {
  const match = BASE_URL.exec(baseUrl);
  if (!match)
    throw new PartnerLinkError(
      "INVALID_CONFIG",
      `${partner}: base URL ${JSON.stringify(baseUrl)} is not an http(s) URL`,
    );
  // Groups 1 and 2 always take part in a match (2 may be empty); 3 only when there is a "?".
  const [, origin, path, query] = match as unknown as [string, string, string, string | undefined];
  const fullPath =
    pathSegments.length === 0
      ? path
      : path.replace(/\/+$/u, "") +
        pathSegments.map((segment) => `/${encodeURIComponent(segment)}`).join("");
  const pairs = query ? [query] : [];
  for (const [name, value] of params) {
    if (value === undefined || value === "") continue;
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.length === 0 ? `${origin}${fullPath}` : `${origin}${fullPath}?${pairs.join("&")}`;
}

/** Checks a URL prefix the same way (used by the search hand-off). */
export function checkUrlPrefix(prefix: string, partner: string): void {
  buildLink(prefix, partner, []);
}

export interface RoundTripInput {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  isKnownAirport?: AirportPredicate;
}

/**
 * The route and dates every round-trip link needs: two different known airports and a
 * return not before departure. Returns them normalised, with the number of nights between.
 */
export function checkRoundTrip(
  input: RoundTripInput,
  configuredIsKnown: AirportPredicate | undefined,
) {
  const isKnown = input.isKnownAirport ?? configuredIsKnown;
  const origin = checkAirport(input.origin, "origin", isKnown);
  const destination = checkAirport(input.destination, "destination", isKnown);
  checkRoute(origin, destination);
  const departureDate = checkDate(input.departureDate, "departure date");
  const returnDate = checkDate(input.returnDate, "return date");
  const nights = dayOrder(departureDate, returnDate);
  if (nights < 0) {
    throw new PartnerLinkError(
      "RETURN_BEFORE_DEPARTURE",
      `return ${returnDate} is before departure ${departureDate}`,
    );
  }
  return { origin, destination, departureDate, returnDate, nights };
}
