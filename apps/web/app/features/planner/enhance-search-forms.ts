/**
 * Loads the search enhancements (airport autocomplete, travellers summary, date limits) when
 * someone first points at or focuses a search form, and applies them on focus. Kept tiny: this
 * is all the search forms add to a page's first-load JavaScript. Without it, or before it
 * arrives, the forms work as plain HTML.
 */
import type * as EnhancementsModule from "./search-enhancements.client";

type Enhancements = typeof EnhancementsModule;

let loading: Promise<Enhancements> | undefined;

function load(): Promise<Enhancements> {
  loading ??= import("./search-enhancements.client").catch((error: unknown) => {
    // Offline or a stale deploy: keep the plain forms and try again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** On pointer over: fetch the code, so it is there by the time the field has focus. */
export function preloadSearchEnhancements(): void {
  load().catch(() => {});
}

/** On focus inside a form's container: enhance the forms in it (each element once). */
export function enhanceSearchForms(event: { currentTarget: HTMLElement }): void {
  const root = event.currentTarget;
  load().then(
    (module) => module.enhance(root),
    () => {},
  );
}
