import { useLocation } from "react-router";
import { icon, path } from "~/ui/icon-base";
import { useHydrated } from "~/ui/use-hydrated";
import { useFavouriteState } from "./use-favourite-state";
import "./favourites.css";

/** The resource route that saves and removes favourites. */
export const FAVOURITES_ACTION = "/resources/favourites";

// Drawn here rather than imported from page-icons, which would pull that whole set into every card page.
const HeartIcon = icon(
  "heart",
  path("M12 20s-8-4.6-9.5-9.6A5 5 0 0 1 12 6.3a5 5 0 0 1 9.5 4.1C20 15.4 12 20 12 20z"),
);

/** The fields every favourite form carries; `respond=data` only once JavaScript runs the form. */
export function FavouriteFields({
  destinationId,
  favourite,
  redirectTo,
}: {
  destinationId: number;
  favourite: boolean;
  redirectTo?: string | undefined;
}) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="destinationId" value={destinationId} />
      <input type="hidden" name="favourite" value={String(favourite)} />
      <input
        type="hidden"
        name="redirectTo"
        value={redirectTo ?? `${location.pathname}${location.search}`}
      />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
    </>
  );
}

export type FavouriteToggleProps = {
  destinationId: number;
  isFavourite: boolean;
  /** Where a form post without JavaScript returns; the current page by default. */
  redirectTo?: string;
  /** Names the button for screen readers ("Save Lisbon to My destinations"). */
  destinationName?: string;
  className?: string;
};

/**
 * The heart on destination cards and pages. Visitors who press it are sent to sign up (the
 * server decides); signed-in users see it change at once.
 */
export function FavouriteToggle({
  destinationId,
  isFavourite,
  redirectTo,
  destinationName,
  className,
}: FavouriteToggleProps) {
  const { fetcher, favourite } = useFavouriteState(destinationId, isFavourite);
  return (
    <fetcher.Form
      method="post"
      action={FAVOURITES_ACTION}
      className={className ? `favourite-toggle ${className}` : "favourite-toggle"}
    >
      <FavouriteFields
        destinationId={destinationId}
        favourite={!favourite}
        redirectTo={redirectTo}
      />
      <button
        type="submit"
        className="favourite-toggle__button"
        aria-pressed={favourite}
        title={favourite ? "Saved in My destinations" : "Save to My destinations"}
      >
        <HeartIcon size={20} className="favourite-toggle__icon" />
        <span className="visually-hidden">
          Save {destinationName ?? "this destination"} to My destinations
        </span>
      </button>
    </fetcher.Form>
  );
}
