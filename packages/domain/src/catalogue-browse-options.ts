// The browse list's options, apart from its zod schemas so the page's form can use them
// without bringing zod into the browser's first load.

/** Destinations per page of the browse list. */
export const BROWSE_PAGE_SIZE = 24;
/** The highest daily budget the filter takes, whole euros per person. */
export const MAX_DAILY_BUDGET_EUROS = 10_000;

export const BROWSE_SORTS = ["popular", "price", "distance", "name"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
