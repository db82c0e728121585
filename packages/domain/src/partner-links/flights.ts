import { defaultPartners, type AirportPredicate, type PartnerConfig } from "./config.js";
import { buildLink, checkCounts, checkFlightParty, checkRoundTrip } from "./checks.js";

export interface FlightSearchLinkInput {
  /** IATA code of the departure airport, any case. */
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  children?: number;
  infants?: number;
  /** Overrides the configuration's isKnownAirport for this link. */
  isKnownAirport?: AirportPredicate;
}

/**
 * A round-trip economy flight search on the flights partner, priced in EUR, for the whole
 * party (adults + children + infants). The return may be on the departure day (a day trip).
 */
export function buildFlightSearchUrl(
  input: FlightSearchLinkInput,
  partners: PartnerConfig = defaultPartners,
): string {
  const partner = partners.flights;
  const { origin, destination, departureDate, returnDate } = checkRoundTrip(
    input,
    partners.isKnownAirport,
  );
  const party = checkCounts(input);
  checkFlightParty(party);

  const { params } = partner;
  return buildLink(partner.baseUrl, partner.name, [
    [params.origin, origin],
    [params.destination, destination],
    [params.departDate, departureDate],
    [params.returnDate, returnDate],
    [params.adults, party.adults],
    [params.children, party.children],
    [params.infants, party.infants],
    [params.currency, partner.currency],
    ...Object.entries(partner.fixedParams),
    [params.affiliateId, partner.affiliateId],
  ]);
}
