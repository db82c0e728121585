import { FAVOURITES_ACTION, FavouriteFields } from "./FavouriteToggle";
import { useFavouriteState } from "./use-favourite-state";

// Apart from FavouriteToggle: only My destinations shows it, so the pages with cards do not load it.

/** "Remove" on My destinations; the card it sits in hides at once through useFavouriteState. */
export function FavouriteRemoveButton({
  destinationId,
  destinationName,
  redirectTo,
}: {
  destinationId: number;
  destinationName: string;
  redirectTo?: string;
}) {
  const { fetcher } = useFavouriteState(destinationId, true);
  return (
    <fetcher.Form method="post" action={FAVOURITES_ACTION}>
      <FavouriteFields destinationId={destinationId} favourite={false} redirectTo={redirectTo} />
      <button type="submit" className="button button--secondary favourite-remove">
        Remove<span className="visually-hidden"> {destinationName} from My destinations</span>
      </button>
    </fetcher.Form>
  );
}
