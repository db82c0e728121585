import { useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { SCROLL_TO_TOP_DURATION_MS, scrollToTop } from "~/features/layout/scroll";

/** Animates back to the top once per route change (not on first load, not for #anchors). */
export function useScrollToTopOnRouteChange(): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    scrollToTop(SCROLL_TO_TOP_DURATION_MS);
    // `hash` is read, not watched: only a new path is a route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
