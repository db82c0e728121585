import { defaultPartners, type PartnerConfig } from "./config.js";
import { checkCounts, checkHotelGuests, checkStay, buildLink } from "./checks.js";
import { PartnerLinkError } from "./errors.js";

/** The hotel-widget search fields (spec §3); hotelSearchSchema produces this shape from a form. */
export interface HotelWidgetLinkInput {
  checkIn: string;
  checkOut: string;
  adults: number;
  /** Number of children. */
  children?: number;
  locationId: string | number;
  hotelId?: string | number | undefined;
  /** Affiliate marker for this search; the configuration's affiliateId otherwise. */
  marker?: string | undefined;
}

function idText(value: string | number | undefined): string {
  return value === undefined ? "" : String(value).trim();
}

/**
 * The hotel widget's search: language "en", currency "USD" (from the configuration), the stay,
 * adults, the number of children with their ages sent as zeros ("0,0" for two children),
 * the location id, and the hotel id and marker when known.
 */
export function buildHotelWidgetUrl(
  input: HotelWidgetLinkInput,
  partners: PartnerConfig = defaultPartners,
): string {
  const partner = partners.hotelWidget;
  const locationId = idText(input.locationId);
  if (locationId === "")
    throw new PartnerLinkError("MISSING_LOCATION", "a hotel widget search needs a location id");
  const { checkIn, checkOut } = checkStay(input.checkIn, input.checkOut);
  const party = checkCounts({ adults: input.adults, children: input.children, infants: 0 });
  checkHotelGuests(party.adults, party.children);

  const { params } = partner;
  return buildLink(partner.baseUrl, partner.name, [
    [params.checkIn, checkIn],
    [params.checkOut, checkOut],
    [params.adults, party.adults],
    [params.children, party.children],
    // The widget asks for ages; the site does not collect them, so each child is sent as 0.
    [params.childAges, Array.from({ length: party.children }, () => "0").join(",")],
    [params.locationId, locationId],
    [params.hotelId, idText(input.hotelId)],
    [params.marker, input.marker?.trim() || partner.affiliateId],
    [params.language, partner.language],
    [params.currency, partner.currency],
    ...Object.entries(partner.fixedParams),
  ]);
}
