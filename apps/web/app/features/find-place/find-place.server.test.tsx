import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { findPlaceForms } from "./find-place.server";
import { SearchFormFor } from "./SearchForms";
import type { FindPlaceForms, FindPlaceFormTab } from "./find-place-forms";
import { readFindPlaceSearch } from "../planner/trip-search.server";

const TODAY = "2026-11-22";
const draw = (tab: FindPlaceFormTab, forms: FindPlaceForms) =>
  renderToStaticMarkup(<SearchFormFor tab={tab} forms={forms} />);
/** The opening tag's attributes, in whatever order React writes them. */
const formAttributes = (html: string) =>
  Object.fromEntries(
    [...(html.match(/^<form([^>]*)>/)?.[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [
      match[1]?.toLowerCase(),
      match[2],
    ]),
  );

describe("findPlaceForms", () => {
  it("gives both plain GET forms to the results page, the flight one with every country", () => {
    const forms = findPlaceForms(null, TODAY);
    expect(forms.initialTab).toBe("Flights");
    const flights = draw("Flights", forms);
    const hotel = draw("Hotel", forms);
    for (const form of [flights, hotel])
      expect(formAttributes(form)).toMatchObject({ method: "get", action: "/trips/search" });
    expect(flights.match(/<option /g)?.length).toBeGreaterThan(240);
    expect(hotel).toContain(`min="${TODAY}"`);
  });

  it("carries no markup in the loader data, only what was asked", () => {
    expect(JSON.stringify(findPlaceForms(null, TODAY))).not.toContain("<");
  });

  it("opens the searched tab with the values kept", () => {
    const search = readFindPlaceSearch(
      new URLSearchParams({ search: "hotel", destination: "Lisbon", adults: "3" }),
      TODAY,
    );
    const forms = findPlaceForms(search, TODAY);
    expect(forms.initialTab).toBe("Hotel");
    const hotel = draw("Hotel", forms);
    expect(hotel).toContain('value="Lisbon"');
    expect(hotel).toContain('value="3"');
  });
});
