import { mergePartnerConfig, type PartnerConfig, type PartnerConfigOverrides } from "./config.js";
import { buildFlightSearchUrl, type FlightSearchLinkInput } from "./flights.js";
import { buildHotelSearchHandoffUrl } from "./hotel-search.js";
import { buildHotelWidgetUrl, type HotelWidgetLinkInput } from "./hotel-widget.js";
import { buildHotelSearchUrl, type HotelSearchLinkInput } from "./hotels.js";
import { buildPackageSearchUrl, type PackageSearchLinkInput } from "./packages.js";

export interface PartnerLinks {
  readonly config: PartnerConfig;
  flights(input: FlightSearchLinkInput): string;
  packages(input: PackageSearchLinkInput): string;
  hotels(input: HotelSearchLinkInput): string;
  hotelWidget(input: HotelWidgetLinkInput): string;
  hotelSearch(query: string): string;
}

/**
 * The link builders bound to one configuration, typically made once at start-up with the
 * affiliate ids from the app's environment:
 *   const links = createPartnerLinks({ flights: { affiliateId: env.FLIGHTS_MARKER } });
 */
export function createPartnerLinks(overrides: PartnerConfigOverrides = {}): PartnerLinks {
  const config = mergePartnerConfig(overrides);
  return Object.freeze({
    config,
    flights: (input: FlightSearchLinkInput) => buildFlightSearchUrl(input, config),
    packages: (input: PackageSearchLinkInput) => buildPackageSearchUrl(input, config),
    hotels: (input: HotelSearchLinkInput) => buildHotelSearchUrl(input, config),
    hotelWidget: (input: HotelWidgetLinkInput) => buildHotelWidgetUrl(input, config),
    hotelSearch: (query: string) => buildHotelSearchHandoffUrl(query, config),
  });
}
