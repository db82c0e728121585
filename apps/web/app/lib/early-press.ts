/**
 * A press on a script-driven button (`<button type="button">`: tabs, menus, toggles) that lands
 * after the first paint but before the page has hydrated would otherwise do nothing. The
 * document's module loader (lib/document.server.ts) keeps the last such button; the client entry
 * takes it just before hydrating, and the root presses it again once hydration has committed.
 * Presses during hydration are left to React, which replays those itself.
 */

/** The global through which the document's loader hands over the kept button. */
export const EARLY_PRESS_GLOBAL = "__takeEarlyPress";

declare global {
  interface Window {
    [EARLY_PRESS_GLOBAL]?: () => HTMLElement | null;
  }
}

let pending: HTMLElement | null = null;

/** Stops keeping presses and holds the last kept button for replayEarlyPress. */
export function takeEarlyPress(): void {
  pending = window[EARLY_PRESS_GLOBAL]?.() ?? null;
}

/** Presses the kept button again, if it is still on the page (once; call after hydration). */
export function replayEarlyPress(): void {
  const button = pending;
  pending = null;
  if (button?.isConnected) button.click();
}
