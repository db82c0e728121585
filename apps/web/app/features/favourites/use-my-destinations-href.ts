import { myDestinationsHref } from "@travel/domain";
import { useHasStoredLogin } from "~/features/account/use-stored-login";

/**
 * Where "My destinations" points. The server always renders the signed-out address; after
 * hydration the stored login (localStorage authInfo) switches it to the favourites page.
 */
export function useMyDestinationsHref(): string {
  return myDestinationsHref(useHasStoredLogin());
}
