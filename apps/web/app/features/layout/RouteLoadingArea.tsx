import { useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";

/**
 * Between header and footer: the page, or a 500 px spinner area while the next route loads.
 * Only a change of location counts, so a form that reloads the same page keeps its content.
 */
export function RouteLoadingArea({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const changingRoute =
    navigation.state === "loading" &&
    navigation.location.pathname + navigation.location.search !==
      location.pathname + location.search;
  if (!changingRoute) return <>{children}</>;
  return (
    <div className="route-spinner" role="status" aria-live="polite" data-testid="route-spinner">
      <span className="route-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
