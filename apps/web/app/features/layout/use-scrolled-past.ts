import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * Whether the page is scrolled past `px` (or to it, when `inclusive`). The snapshot is a
 * boolean, so components re-render only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(px: number, { inclusive = false } = {}): boolean {
  const getSnapshot = useCallback(
    () => (inclusive ? window.scrollY >= px : window.scrollY > px),
    [px, inclusive],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
