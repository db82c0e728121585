// What the destination form shows and sends back: plain strings, so a refused save can be shown
// again exactly as the editor typed it (nothing lost). Shared by the server and the form.

export const DESTINATION_TEXT_FIELDS = [
  "name",
  "slug",
  "countryCode",
  "airportCode",
  "latitude",
  "longitude",
  "climate",
  "continent",
  "summary",
  "description",
  "nightlyRate",
  "dailyCost",
  "rating",
  "reviewCount",
  "geonameId",
  "population",
  "timeZone",
  "currencyCodes",
  "languages",
  "costBasis",
  "priceLevel",
] as const;
type DestinationTextField = (typeof DESTINATION_TEXT_FIELDS)[number];

export type SightValues = { id: string; name: string; price: string };

export type DestinationFormValues = {
  text: Record<DestinationTextField, string>;
  typeIds: string[];
  bestMonths: string[];
  sights: SightValues[];
};

export type DestinationFormErrors = Partial<Record<string, string[]>>;

/** Empty rows under the sights, to add new ones without JavaScript. */
const BLANK_SIGHT_ROWS = 3;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Rows to fill the sights table with: the sights, then empty rows to add more. */
export const sightRows = (values: DestinationFormValues): SightValues[] => [
  ...values.sights.filter((sight) => sight.name.trim() !== "" || sight.price.trim() !== ""),
  ...Array.from({ length: BLANK_SIGHT_ROWS }, () => ({ id: "", name: "", price: "" })),
];
