import { lazyIsland } from "~/ui/lazy-island";
import type { SearchFormForProps } from "./SearchForms";

/**
 * One tab's search form in the find-place widget: drawn by the server with the page (plain GET
 * forms, so they work without JavaScript); the browser loads their code (and the country list)
 * only to draw them after a client-side navigation (ui/lazy-island.tsx). The hero's widget so
 * costs no first-load JavaScript for its forms.
 */
export const LazySearchForm = lazyIsland<SearchFormForProps>(
  () => import("./SearchForms").then((module) => module.SearchFormFor),
  "LazySearchForm",
);
