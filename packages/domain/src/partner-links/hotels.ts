import { countryName } from "../options.js";
import { roomsNeeded } from "../travellers.js";
import { defaultPartners, type PartnerConfig } from "./config.js";
import { checkCounts, checkHotelGuests, checkStay, buildLink } from "./checks.js";
import { PartnerLinkError } from "./errors.js";

export interface HotelSearchLinkInput {
  city: string;
  /** A country name, or a two-letter code from the country list ("pt" becomes "Portugal"). */
  country?: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number;
  infants?: number;
}

/**
 * A hotel search in "city, country" for the stay, priced in EUR, with the partner's affiliate
 * identifiers. Children include infants (hotels count every child); rooms follow the trip
 * estimator (two adults or children per room). Children's ages are left for the partner to ask.
 */
export function buildHotelSearchUrl(
  input: HotelSearchLinkInput,
  partners: PartnerConfig = defaultPartners,
): string {
  const partner = partners.hotels;
  const city = typeof input.city === "string" ? input.city.trim() : "";
  if (city === "") throw new PartnerLinkError("MISSING_LOCATION", "a hotel search needs a city");
  const country = input.country?.trim() ?? "";
  const place = country === "" ? city : `${city}, ${countryName(country) ?? country}`;
  const { checkIn, checkOut } = checkStay(input.checkIn, input.checkOut);
  const party = checkCounts(input);
  const children = party.children + party.infants;
  checkHotelGuests(party.adults, children);

  const { params } = partner;
  return buildLink(partner.baseUrl, partner.name, [
    [params.destination, place],
    [params.checkIn, checkIn],
    [params.checkOut, checkOut],
    [params.adults, party.adults],
    [params.children, children],
    [params.rooms, roomsNeeded(party)],
    [params.currency, partner.currency],
    ...Object.entries(partner.fixedParams),
    [params.affiliateId, partner.affiliateId],
    [params.label, partner.label],
  ]);
}
