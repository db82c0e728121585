import { BROWSE_PAGE_SIZE, type BrowseQuery, type DestinationType } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { browseView, readBrowse } from "./browse.server";

const types: DestinationType[] = [
  { id: "beach", name: "Beaches", description: "Sand." },
  { id: "city-break", name: "City breaks", description: "Streets." },
];

const lisbon = makeDestination({
  typeIds: ["city-break"],
  continent: "Europe",
  attractions: [{ id: "b", name: "Belém Tower", priceCents: 800 }],
});
const bali = makeDestination({
  id: 102,
  slug: "bali",
  name: "Bali",
  countryCode: "id",
  airportCode: "DPS",
  latitude: -8.65,
  longitude: 115.2,
  continent: "Asia",
  typeIds: ["beach"],
  summary: "Rice terraces and surf.",
  description: "Temples.",
  attractions: [],
});
// Sixty more places, so the list has three pages.
const towns = Array.from({ length: 60 }, (_, index) =>
  makeDestination({
    id: 2000 + index,
    slug: `town-${index}`,
    name: `Town ${index}`,
    countryCode: "fr",
    airportCode: "CDG",
    latitude: 48 + index / 100,
    longitude: 2,
    continent: "Europe",
    reviewCount: undefined,
    ratingTenths: undefined,
    population: 1000 + index,
    attractions: [],
  }),
);
const all = [lisbon, bali, ...towns];

const query = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({
  q: "",
  sort: "popular",
  page: 1,
  ...overrides,
});
const url = (search: string) => new URL(`http://x/destinations${search}`);

describe("readBrowse", () => {
  it("reads a query and finds its origin airport", () => {
    const read = readBrowse(url("?sort=distance&from=lis"));
    expect(read.ok && read.origin?.code).toBe("LIS");
  });

  it("refuses an airport code that names no airport, and the schema's refusals", () => {
    expect(readBrowse(url("?from=QQQ"))).toEqual({
      ok: false,
      problems: [{ field: "from", message: "We know no airport with the code “QQQ”." }],
    });
    expect(readBrowse(url("?page=abc")).ok).toBe(false);
  });
});

describe("browseView", () => {
  it("sends one page of cards, with its place in the list and its neighbours' addresses", () => {
    const first = browseView(all, types, query(), undefined);
    expect(first.cards).toHaveLength(BROWSE_PAGE_SIZE);
    expect(first).toMatchObject({
      total: 62,
      page: 1,
      pageCount: 3,
      first: 1,
      prevHref: null,
      nextHref: "/destinations?page=2",
      canonical: "/destinations",
    });
    const last = browseView(all, types, query({ page: 3, region: "Europe" }), undefined);
    expect(last).toMatchObject({
      total: 61,
      page: 3,
      first: 49,
      prevHref: "/destinations?region=Europe&page=2",
      nextHref: null,
      canonical: "/destinations?region=Europe&page=3",
    });
    expect(last.cards).toHaveLength(13);
  });

  it("says a page past the end is out of range", () => {
    expect(browseView(all, types, query({ page: 9 }), undefined)).toMatchObject({
      outOfRange: true,
      page: 3,
      canonical: "/destinations?page=3",
    });
  });

  it("finds São Paulo-style names without accents and keeps the card data small", () => {
    const view = browseView(all, types, query({ q: "belem" }), undefined);
    expect(view.cards.map((card) => card.name)).toEqual(["Lisbon"]);
    expect(Object.keys(view.cards[0]!)).not.toContain("description");
  });

  it("ignores a type the catalogue does not know, and says so", () => {
    const view = browseView(all, types, query({ type: "volcanoes" }), undefined);
    expect(view).toMatchObject({ unknownType: true, activeType: null, total: 62 });
  });

  it("offers the search without its filters when they found nothing", () => {
    const view = browseView(all, types, query({ q: "bali", region: "Europe" }), undefined);
    expect(view).toMatchObject({
      total: 0,
      inEverything: 1,
      searchEverythingHref: "/destinations?q=bali",
    });
  });

  it("measures distances from the origin when sorting by them", () => {
    const view = browseView(all, types, query({ sort: "distance", from: "LIS" }), {
      code: "LIS",
      latitude: 38.78,
      longitude: -9.14,
    } as never);
    expect(view.cards[0]).toMatchObject({ name: "Lisbon" });
    expect(view.cards[0]!.distanceKm).toBeLessThan(10);
    expect(view.cards.at(-1)!.distanceKm).toBeGreaterThan(1000);
  });

  it("groups the world map's marks into links to the list narrowed to them", () => {
    const many = Array.from({ length: 400 }, (_, index) =>
      makeDestination({ ...towns[0], id: 5000 + index, latitude: 48 + (index % 5) / 100 }),
    );
    const view = browseView([...many, bali], types, query(), undefined);
    const group = view.map?.marks.find((mark) => mark.count === 400);
    expect(group?.href).toBe("/destinations?country=fr");
    expect(group?.label).toMatch(/^400 destinations around /);
  });

  it("draws one map for every page of a list, and its own for another filter or catalogue", () => {
    const first = browseView(all, types, query(), undefined);
    const second = browseView(all, types, query({ page: 2 }), undefined);
    expect(second.cards).not.toEqual(first.cards);
    expect(second.map).toBe(first.map);
    const europe = browseView(all, types, query({ region: "Europe" }), undefined);
    expect(europe.map?.marks.map((mark) => mark.id)).not.toContain(bali.id);
    expect(first.map?.marks.map((mark) => mark.id)).toContain(bali.id);
    // A new catalogue read is a new array: its map is its own.
    const withoutBali = browseView([lisbon, ...towns], types, query(), undefined);
    expect(withoutBali.map?.marks.map((mark) => mark.id)).not.toContain(bali.id);
  });
});
