import { createContext, useContext, useMemo, type ReactNode } from "react";

const FavouriteIdsContext = createContext<ReadonlySet<number>>(new Set());

/**
 * The signed-in user's saved destination ids (from `favouriteIdsFor` in a loader) for every
 * card below, so lists need not pass `isFavourite` through each section.
 */
export function FavouriteIdsProvider({
  ids,
  children,
}: {
  ids: readonly number[];
  children: ReactNode;
}) {
  const saved = useMemo(() => new Set(ids), [ids]);
  return <FavouriteIdsContext.Provider value={saved}>{children}</FavouriteIdsContext.Provider>;
}

/** Whether the destination is among the provided favourites (false outside a provider). */
export function useIsFavourite(destinationId: number): boolean {
  return useContext(FavouriteIdsContext).has(destinationId);
}
