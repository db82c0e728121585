/** Why a partner link could not be built. Builders throw instead of returning a broken link. */
export type PartnerLinkErrorCode =
  /** An airport code that is not three letters. */
  | "INVALID_AIRPORT"
  /** A well-formed airport code that the app's isKnownAirport check rejected. */
  | "UNKNOWN_AIRPORT"
  /** Origin and destination are the same airport. */
  | "SAME_AIRPORT"
  /** A date that is not a real YYYY-MM-DD calendar date. */
  | "INVALID_DATE"
  /** The return date is before the departure date. */
  | "RETURN_BEFORE_DEPARTURE"
  /** A package (flight + hotel) returning on its departure day: there is no hotel night. */
  | "NO_NIGHTS"
  /** Check-out on or before check-in. */
  | "CHECK_OUT_NOT_AFTER_CHECK_IN"
  /** No adult in the party. */
  | "NO_ADULT"
  /** Traveller counts that are not whole numbers ≥ 0, or break the party rules. */
  | "INVALID_TRAVELLERS"
  /** No city or location id to search hotels in. */
  | "MISSING_LOCATION"
  /** A blank hotel search query. */
  | "EMPTY_QUERY"
  /** The partner configuration has no usable base URL. */
  | "INVALID_CONFIG";

export class PartnerLinkError extends Error {
  override readonly name = "PartnerLinkError";
  constructor(
    readonly code: PartnerLinkErrorCode,
    message: string,
  ) {
    super(message);
  }
}
