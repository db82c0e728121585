import { useFetcher } from "react-router";
import type { FavouriteActionData } from "./favourite-answer";

/**
 * A destination's favourite state as the page should show it: the state being submitted while a
 * submission runs (optimistic), otherwise what the server said. One fetcher per destination, so
 * every toggle of the same destination on a page agrees.
 */
export function useFavouriteState(destinationId: number, isFavourite: boolean) {
  const fetcher = useFetcher<FavouriteActionData>({ key: `favourite-${destinationId}` });
  const pending = fetcher.formData?.get("favourite");
  const favourite = pending === "true" ? true : pending === "false" ? false : isFavourite;
  return { fetcher, favourite };
}
