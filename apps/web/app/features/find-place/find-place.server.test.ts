import { describe, expect, it } from "vitest";
import { findPlaceForms, renderFindPlaceForms } from "./find-place.server";
import { readFindPlaceSearch } from "../planner/trip-search.server";

const TODAY = "2026-11-22";
const page = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/", { headers });

describe("renderFindPlaceForms", () => {
  it("renders both plain GET forms to the results page, the flight one with every country", () => {
    const html = renderFindPlaceForms(null, TODAY);
    expect(html.Flights).toMatch(/^<form method="get" action="\/trips\/search"/);
    expect(html.Hotel).toMatch(/^<form method="get" action="\/trips\/search"/);
    expect(html.Flights.match(/<option /g)?.length).toBeGreaterThan(240);
    expect(html.Hotel).toContain(`min="${TODAY}"`);
  });
});

describe("findPlaceForms", () => {
  it("leaves a document's forms out of its loader data and hands them to the page render", () => {
    const context = {};
    const forms = findPlaceForms(
      { request: page({ "Sec-Fetch-Dest": "document" }), context },
      null,
      TODAY,
    );
    expect(forms).toEqual({ initialTab: "Flights", html: null });
    expect(context).toEqual({ findPlaceForms: renderFindPlaceForms(null, TODAY) });
  });

  it("sends the forms with the data of a client-side navigation, or when the client does not say", () => {
    for (const headers of [{ "Sec-Fetch-Dest": "empty" }, {}] as Record<string, string>[]) {
      const context = {};
      const forms = findPlaceForms({ request: page(headers), context }, null, TODAY);
      expect(forms).toEqual({ initialTab: "Flights", html: renderFindPlaceForms(null, TODAY) });
      expect(context).toEqual({});
    }
  });

  it("opens the searched tab with the values kept", () => {
    const search = readFindPlaceSearch(
      new URLSearchParams({ search: "hotel", destination: "Lisbon", adults: "3" }),
      TODAY,
    );
    const forms = findPlaceForms({ request: page(), context: {} }, search, TODAY);
    expect(forms.initialTab).toBe("Hotel");
    expect(forms.html?.Hotel).toContain('value="Lisbon"');
    expect(forms.html?.Hotel).toContain('value="3"');
  });
});
