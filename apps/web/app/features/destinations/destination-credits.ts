import type { Destination } from "@travel/domain";

/**
 * The credits a destination page owes its open data, in the words each licence asks for
 * (shared data README): the guide's summary (Wikivoyage, CC BY-SA, linked to the article), the
 * climate table (Wikipedia, CC BY-SA, linked), the routes data (Apache-2.0, NOTICE kept) and
 * the travel advice (Open Government Licence – Canada; US State Department).
 */
export const ADVICE_CREDIT =
  "Contains information licensed under the Open Government Licence – Canada (Global Affairs Canada, travel.gc.ca); U.S. Department of State travel advisories.";

const ROUTES_CREDIT =
  "air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin), Apache License 2.0";

export type Credit = {
  what: string;
  source: string;
  href?: string | undefined;
  linkText?: string | undefined;
  licence: string;
  licenceHref?: string | undefined;
};

const CC_BY_SA = "https://creativecommons.org/licenses/by-sa/4.0/";

export function destinationCredits(
  destination: Pick<Destination, "summarySource" | "guide" | "weather" | "airports" | "advisory">,
): Credit[] {
  const credits: Credit[] = [];
  if (destination.summarySource === "wikivoyage" && destination.guide) {
    credits.push({
      what: "Summary",
      source: "Destination descriptions from Wikivoyage (https://en.wikivoyage.org)",
      href: destination.guide.url,
      linkText: `Wikivoyage: ${destination.guide.title}`,
      licence: "CC BY-SA 4.0",
      licenceHref: CC_BY_SA,
    });
  }
  if (destination.weather) {
    credits.push({
      what: "Climate",
      source: "Climate data: Wikipedia",
      href: destination.weather.url,
      linkText: `Wikipedia: ${destination.weather.place}`,
      licence: "CC BY-SA 4.0",
      licenceHref: CC_BY_SA,
    });
  }
  if (destination.airports?.some((airport) => airport.routes !== undefined)) {
    credits.push({
      what: "Airports and routes",
      source: ROUTES_CREDIT,
      href: "https://github.com/krlawrence/graph",
      linkText: "the air-routes data set",
      licence: "Apache License 2.0",
      licenceHref: "https://www.apache.org/licenses/LICENSE-2.0",
    });
  }
  if (destination.advisory) {
    credits.push({
      what: "Travel advice",
      source: ADVICE_CREDIT,
      licence: "Open Government Licence – Canada; public domain (United States)",
      licenceHref: "https://open.canada.ca/en/open-government-licence-canada",
    });
  }
  return credits;
}
