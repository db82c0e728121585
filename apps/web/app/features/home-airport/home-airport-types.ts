/** The home-airport page, where the question is answered (and asked, when a page links to it). */
export const HOME_AIRPORT_PATH = "/home-airport";

/** "Where do you fly from?" as a page asks it: the field's value, and where the answer goes next. */
export type HomeAirportQuestion = {
  value: string;
  /** True when the value is a guess from the browser's language, for the traveller to check. */
  suggested: boolean;
  /** The page to come back to once the airport is known. */
  redirectTo: string;
  error?: string;
  /** The airports a name matched, to pick one of. */
  choices?: { code: string; label: string; detail: string }[] | undefined;
};

/** Where a cost's trip starts, as every cost says it: "from Paris (CDG) · change". */
export type TripOriginView = { label: string; changeHref: string };
