/** The favourite toggle's JSON answer (routes/resources.favourites.ts), read by its fetcher. */
export type FavouriteActionData =
  { ok: true; destinationId: number; favourite: boolean } | { ok: false; error: string };
