/**
 * Between the first paint and hydration (about 0.7 s on a throttled phone), a press on a
 * script-driven button (`<button type="button">`: the find-place tabs, the phone menu, toggles)
 * would do nothing. A small inline script, first in `<body>` (before the page it guards), keeps the last such button
 * pressed; the client entry takes it just before hydrating, and the root presses it again once
 * hydration has committed. Presses during hydration are left to React, which replays those.
 */

/** The global through which the page's inline script hands over the kept button. */
const EARLY_PRESS_GLOBAL = "__takeEarlyPress";

declare global {
  interface Window {
    [EARLY_PRESS_GLOBAL]?: () => HTMLElement | null;
  }
}

/** Runs in the browser as soon as it is parsed, before any module has loaded. */
export const KEEP_EARLY_PRESS_SCRIPT = `(function () {
  var pressed = null;
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) pressed = button;
  }
  document.addEventListener("click", keep, true);
  window.${EARLY_PRESS_GLOBAL} = function () {
    document.removeEventListener("click", keep, true);
    return pressed;
  };
})();`;

let pending: HTMLElement | null = null;

/** Stops keeping presses and holds the last kept button for replayEarlyPress. */
export function takeEarlyPress(): void {
  pending = window[EARLY_PRESS_GLOBAL]?.() ?? null;
}

/** Presses the kept button again if it is still on the page (once; call after hydration). */
export function replayEarlyPress(): void {
  const button = pending;
  pending = null;
  if (button?.isConnected) button.click();
}
