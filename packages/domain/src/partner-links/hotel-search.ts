import { defaultPartners, type PartnerConfig } from "./config.js";
import { checkUrlPrefix } from "./checks.js";
import { PartnerLinkError } from "./errors.js";

/**
 * Hands a free-text hotel search over to the external provider: its search URL prefix
 * followed by the URL-encoded query ("São Paulo & Co" → "S%C3%A3o%20Paulo%20%26%20Co").
 */
export function buildHotelSearchHandoffUrl(
  query: string,
  partners: PartnerConfig = defaultPartners,
): string {
  const partner = partners.hotelSearch;
  const text = typeof query === "string" ? query.trim() : "";
  if (text === "") throw new PartnerLinkError("EMPTY_QUERY", "there is nothing to search for");
  checkUrlPrefix(partner.searchUrlPrefix, partner.name);
  return `${partner.searchUrlPrefix}${encodeURIComponent(text)}`;
}
