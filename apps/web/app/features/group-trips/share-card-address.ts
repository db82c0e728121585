/**
 * Where the share cards (Open Graph images) of trip plans live. Every input of a card is in its
 * query (the plan itself), so a card never changes and may be cached for good. Plain strings
 * only: the pages' meta functions use these in the browser bundle too.
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
const SHARE_CARD_PREFIX = "/share-cards";

/** The card of a group plan: the group page's query with a destination chosen. */
export const groupCardPath = (query: URLSearchParams | string) =>
  `${SHARE_CARD_PREFIX}/group.png?${String(query)}`;

/**
 * The card of a single plan: the planner's query (it names the destination). Undefined when the
 * query names no destination, so the page keeps the site's default picture.
 */
export function planCardPath(search: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.get("destination") ? `${SHARE_CARD_PREFIX}/plan.png?${params}` : undefined;
}
