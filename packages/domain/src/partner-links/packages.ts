import { defaultPartners, type AirportPredicate, type PartnerConfig } from "./config.js";
import { buildLink, checkCounts, checkFlightParty, checkRoundTrip } from "./checks.js";
import { PartnerLinkError } from "./errors.js";

export interface PackageSearchLinkInput {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  children?: number;
  isKnownAirport?: AirportPredicate;
}

/**
 * A round-trip flight + hotel package search: one room, adults and children, infants 0
 * (lap infants are added on the partner's site), priced in EUR. A package needs at least one night.
 */
export function buildPackageSearchUrl(
  input: PackageSearchLinkInput,
  partners: PartnerConfig = defaultPartners,
): string {
  const partner = partners.packages;
  const { origin, destination, departureDate, returnDate, nights } = checkRoundTrip(
    input,
    partners.isKnownAirport,
  );
  if (nights === 0)
    throw new PartnerLinkError("NO_NIGHTS", "a package needs at least one hotel night");
  const party = checkCounts({ adults: input.adults, children: input.children, infants: 0 });
  checkFlightParty(party);

  const { params } = partner;
  // Dates are path segments: {base}/{departure}/{return}.
  return buildLink(
    partner.baseUrl,
    partner.name,
    [
      [params.origin, origin],
      [params.destination, destination],
      [params.rooms, 1],
      [params.adults, party.adults],
      [params.children, party.children],
      [params.infants, 0],
      [params.currency, partner.currency],
      ...Object.entries(partner.fixedParams),
      [params.affiliateId, partner.affiliateId],
    ],
    [departureDate, returnDate],
  );
}
