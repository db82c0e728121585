import { describe, expect, it } from "vitest";
import { BROWSE_PAGE_SIZE } from "./catalogue-browse-options.js";
import {
  browseCatalogue,
  browseQueryParams,
  catalogueFacets,
  listPageSchema,
  paginate,
  readBrowseQuery,
  readWeatherWish,
  weatherWishParams,
  type BrowseQuery,
} from "./catalogue-browse.js";
import fc from "fast-check";
import type { Destination } from "./destination.js";
import { dayCostCents } from "./destination-trip.js";
import { countryName } from "./options.js";
import { foldForSearch, matchesSearch } from "./search.js";
import { makeDestination } from "./testing.js";

const lisbon = makeDestination({
  continent: "Europe",
  population: 500_000,
  guide: { title: "Lisbon", url: "https://en.wikivoyage.org/wiki/Lisbon", goNext: 20 },
});
const saoPaulo = makeDestination({
  id: 1201,
  slug: "sao-paulo",
  name: "São Paulo",
  countryCode: "br",
  airportCode: "GRU",
  latitude: -23.5475,
  longitude: -46.6361,
  typeIds: ["city-break"],
  continent: "South America",
  population: 10_021_295,
  guide: { title: "São Paulo", url: "https://en.wikivoyage.org/wiki/São_Paulo", goNext: 10 },
  ratingTenths: undefined,
  reviewCount: undefined,
  summary: undefined,
  attractions: [],
  nightlyRateCents: 6_000,
  dailyCostCents: 3_000,
});
const bali = makeDestination({
  id: 102,
  slug: "bali",
  name: "Bali",
  countryCode: "id",
  airportCode: "DPS",
  latitude: -8.65,
  longitude: 115.2167,
  typeIds: ["beach"],
  continent: "Asia",
  reviewCount: 2100,
  guide: { title: "Bali", url: "https://en.wikivoyage.org/wiki/Bali", goNext: 30 },
  nightlyRateCents: 8_000,
  dailyCostCents: 4_000,
  summary: "Rice terraces and surf.",
});
const porto = makeDestination({
  id: 1072,
  slug: "porto",
  name: "Porto",
  airportCode: "OPO",
  latitude: 41.1496,
  longitude: -8.611,
  continent: "Europe",
  reviewCount: undefined,
  ratingTenths: undefined,
  population: 249_633,
  summary: undefined,
  attractions: [],
});
const all = [lisbon, saoPaulo, bali, porto];
const typeNames = new Map([
  ["beach", "Beaches"],
  ["city-break", "City breaks"],
]);

const query = (overrides: Partial<BrowseQuery> = {}) => ({
  q: "",
  sort: "popular" as const,
  ...overrides,
});
const names = (entries: { destination: { name: string } }[]) =>
  entries.map((entry) => entry.destination.name);

describe("readBrowseQuery", () => {
  const read = (search: string) => readBrowseQuery(new URLSearchParams(search));

  it("reads every filter, trimmed, with defaults for what is missing or empty", () => {
    expect(read("")).toEqual({ ok: true, query: { q: "", sort: "popular", page: 1 } });
    // A GET form sends its empty fields too.
    expect(read("q=&region=&country=&type=&maxDaily=&sort=&from=&page=")).toEqual(read(""));
    expect(
      read(
        "q=%20sao%20paulo%20&region=South+America&country=BR&type=city-break&maxDaily=80&sort=distance&from=lis&page=3",
      ),
    ).toEqual({
      ok: true,
      query: {
        q: "sao paulo",
        region: "South America",
        country: "br",
        type: "city-break",
        maxDaily: 80,
        sort: "distance",
        from: "LIS",
        page: 3,
      },
    });
  });

  it("refuses garbage with a message per field", () => {
    const bad = read("region=Atlantis&maxDaily=cheap&page=-2&sort=random&country=portugal");
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.fromEntries(bad.problems.map((p) => [p.field, p.message]))).toEqual({
      region: "Choose a region from the list.",
      country: "Choose a country from the list.",
      maxDaily: "Enter a daily budget in whole euros.",
      sort: "Choose an order from the list.",
      page: "Pages start at 1.",
    });
    expect(read("page=1.5")).toMatchObject({ ok: false });
    expect(read("page=100000")).toMatchObject({ ok: false });
    expect(read("maxDaily=0")).toMatchObject({ ok: false });
    expect(read(`q=${"a".repeat(101)}`)).toMatchObject({ ok: false });
    expect(read("from=Lisbon")).toMatchObject({ ok: false });
    expect(read("type=<script>")).toMatchObject({ ok: false });
  });

  it("needs an origin airport to sort by distance", () => {
    expect(read("sort=distance")).toEqual({
      ok: false,
      problems: [
        { field: "from", message: "To sort by distance, say which airport you fly from." },
      ],
    });
  });
});

describe("readWeatherWish", () => {
  const read = (search: string) => readWeatherWish(new URLSearchParams(search));

  it("reads no wish from no month, and the month with what is ticked", () => {
    expect(read("")).toEqual({ ok: true, wish: undefined });
    expect(read("month=&warmth=")).toEqual({ ok: true, wish: undefined });
    expect(read("month=3&warmth=warm&dry=1")).toEqual({
      ok: true,
      wish: { month: 3, warmth: "warm", dry: true, sunny: undefined },
    });
  });

  it("refuses what the browse page refuses, with the same words", () => {
    expect(read("warmth=warm")).toEqual({
      ok: false,
      problems: [{ field: "month", message: "Say which month the weather is for." }],
    });
    expect(read("month=13")).toEqual({
      ok: false,
      problems: [{ field: "month", message: "Choose a month from the list." }],
    });
    expect(read("month=3&warmth=hot").ok).toBe(false);
    for (const search of ["warmth=warm", "month=13", "month=3&sunny=yes"])
      expect(readBrowseQuery(new URLSearchParams(search))).toEqual(read(search));
  });

  it("writes a wish back as the parameters it was read from", () => {
    for (const search of ["month=3", "month=7&warmth=cool&dry=1&sunny=1", "month=12&sunny=1"]) {
      const read_ = read(search);
      expect(read_.ok && new URLSearchParams(weatherWishParams(read_.wish)).toString()).toBe(
        search,
      );
    }
    expect(weatherWishParams(undefined)).toEqual([]);
  });
});

describe("listPageSchema", () => {
  it("reads a page number, 1 when absent, and refuses anything else", () => {
    expect(listPageSchema.parse(undefined)).toBe(1);
    expect(listPageSchema.parse(null)).toBe(1);
    expect(listPageSchema.parse("7")).toBe(7);
    for (const bad of ["0", "-1", "2.5", "x", "1001"])
      expect(listPageSchema.safeParse(bad).success).toBe(false);
  });
});

describe("browseQueryParams", () => {
  it("leaves defaults out, so each list has one address", () => {
    expect(
      new URLSearchParams(browseQueryParams({ q: "", sort: "popular", page: 1 })).toString(),
    ).toBe("");
    expect(
      new URLSearchParams(
        browseQueryParams({ q: "rome", region: "Europe", maxDaily: 90, sort: "price", page: 2 }),
      ).toString(),
    ).toBe("q=rome&region=Europe&maxDaily=90&sort=price&page=2");
    expect(
      new URLSearchParams(
        browseQueryParams({ country: "pt", type: "beach", sort: "distance", from: "LIS" }),
      ).toString(),
    ).toBe("country=pt&type=beach&sort=distance&from=LIS");
  });

  it("reads back what it writes", () => {
    const written = {
      q: "são",
      region: "Europe" as const,
      country: "pt",
      type: "beach",
      maxDaily: 50,
      sort: "name" as const,
      page: 4,
    };
    expect(readBrowseQuery(new URLSearchParams(browseQueryParams(written)))).toEqual({
      ok: true,
      query: written,
    });
    const weather = { q: "", sort: "popular" as const, month: 3, warmth: "warm" as const };
    const withWeather = { ...weather, dry: "1" as const, sunny: "1" as const };
    expect(new URLSearchParams(browseQueryParams(withWeather)).toString()).toBe(
      "month=3&warmth=warm&dry=1&sunny=1",
    );
    expect(readBrowseQuery(new URLSearchParams(browseQueryParams(withWeather)))).toMatchObject({
      ok: true,
      query: withWeather,
    });
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 50 }, (_, index) => index + 1);

  it("cuts pages of the given size and says where each stands", () => {
    expect(paginate(items, 1, 24)).toMatchObject({
      page: 1,
      pageCount: 3,
      total: 50,
      first: 1,
      outOfRange: false,
    });
    expect(paginate(items, 3, 24).items).toEqual([49, 50]);
    expect(paginate(items, 3, 24).first).toBe(49);
  });

  it("clamps a page past the end and says so; an empty list has one empty page", () => {
    expect(paginate(items, 9, 24)).toMatchObject({ page: 3, outOfRange: true, items: [49, 50] });
    expect(paginate([], 1, 24)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      first: 0,
      outOfRange: false,
    });
    expect(paginate(items, 0, 24).page).toBe(1);
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
  });
});

describe("browseCatalogue", () => {
  it("finds São Paulo typed without accents, and accented queries still match", () => {
    expect(names(browseCatalogue(all, query({ q: "Sao Paulo" }), { typeNames }))).toEqual([
      "São Paulo",
    ]);
    expect(names(browseCatalogue(all, query({ q: "SÃO" }), { typeNames }))).toEqual(["São Paulo"]);
    expect(foldForSearch("Zürich Ærø")).toBe("zurich ærø");
  });

  it("searches the written-out country and type names", () => {
    expect(names(browseCatalogue(all, query({ q: "portugal" }), { typeNames }))).toEqual([
      "Lisbon",
      "Porto",
    ]);
    expect(names(browseCatalogue(all, query({ q: "beaches" }), { typeNames }))).toEqual(["Bali"]);
  });

  it("filters by region, country, type and daily budget, together", () => {
    const by = (overrides: Partial<BrowseQuery>) =>
      names(browseCatalogue(all, query(overrides), { typeNames }));
    expect(by({ region: "Europe" })).toEqual(["Lisbon", "Porto"]);
    expect(by({ country: "br" })).toEqual(["São Paulo"]);
    expect(by({ type: "beach" })).toEqual(["Bali"]);
    // São Paulo: €30 a night's half and €30 a day = €60; Bali €80; Lisbon €120.
    expect(dayCostCents(saoPaulo)).toBe(6_000);
    expect(by({ maxDaily: 60 })).toEqual(["São Paulo"]);
    expect(by({ maxDaily: 59 })).toEqual([]);
    expect(by({ region: "Europe", maxDaily: 80 })).toEqual([]);
  });

  it("orders by popularity (the guide's Go next links, never population), price, distance from an origin or name", () => {
    const sorted = (
      overrides: Partial<BrowseQuery>,
      origin?: { latitude: number; longitude: number },
    ) => names(browseCatalogue(all, query(overrides), { typeNames, origin }));
    expect(sorted({ sort: "popular" })).toEqual(["Bali", "Lisbon", "São Paulo", "Porto"]);
    expect(sorted({ sort: "price" })).toEqual(["São Paulo", "Bali", "Lisbon", "Porto"]);
    const fromLisbon = { latitude: 38.7813, longitude: -9.1359 };
    expect(sorted({ sort: "distance" }, fromLisbon)).toEqual([
      "Lisbon",
      "Porto",
      "São Paulo",
      "Bali",
    ]);
    const [first] = browseCatalogue(all, query({ sort: "distance" }), {
      typeNames,
      origin: fromLisbon,
    });
    expect(first?.distanceKm).toBe(0);
    // Without an origin the distance order falls back to popularity.
    expect(sorted({ sort: "distance" })).toEqual(sorted({ sort: "popular" }));
    expect(sorted({ sort: "name" })).toEqual(["Bali", "Lisbon", "Porto", "São Paulo"]);
  });

  it("finds what the site's search rule finds over the same fields, for any query", () => {
    // The browse search folds each place's text once per catalogue; matchesSearch folds as it
    // goes. Both must agree on every place, whatever the query.
    const searchable = (destination: Destination) => ({
      name: destination.name,
      country: countryName(destination.countryCode) ?? destination.countryCode,
      airport: destination.airportCode,
      types: destination.typeIds.map((id) => typeNames.get(id) ?? id),
      attractions: destination.attractions.map((attraction) => attraction.name),
      summary: destination.summary ?? "",
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom("sao", "PAULO", "lis bon", "beach", "tower", "o", "rice", "zz", ""),
          fc.string({ maxLength: 6 }),
        ),
        (q) => {
          const expected = all.filter((destination) => matchesSearch(searchable(destination), q));
          // The same places; a search orders them names first (nameMatchRank), so compare sets.
          expect(
            names(browseCatalogue(all, query({ q, sort: "name" }), { typeNames })).sort(),
          ).toEqual(expected.map((destination) => destination.name).sort());
        },
      ),
    );
  });

  it("answers each catalogue for itself: a new catalogue read is never answered from the last", () => {
    const before = [lisbon, porto];
    const after = [lisbon, { ...porto, name: "Oporto", summary: "Port wine cellars." }];
    // Porto's name starts with the query; Lisbon matches through its country, Portugal.
    expect(names(browseCatalogue(before, query({ q: "port" }), { typeNames }))).toEqual([
      "Porto",
      "Lisbon",
    ]);
    expect(names(browseCatalogue(after, query({ q: "cellars" }), { typeNames }))).toEqual([
      "Oporto",
    ]);
    expect(names(browseCatalogue(after, query({ sort: "name" }), { typeNames }))).toEqual([
      "Lisbon",
      "Oporto",
    ]);
    expect(names(browseCatalogue(before, query({ sort: "name" }), { typeNames }))).toEqual([
      "Lisbon",
      "Porto",
    ]);
  });

  it("orders places whose guides link as many places by their main airport's routes, then id", () => {
    const airport = (code: string, routes?: number) => ({
      code,
      name: `${code} airport`,
      latitude: 0,
      longitude: 0,
      distanceKm: 5,
      ...(routes === undefined ? {} : { routes }),
    });
    const guide = { title: "Town", url: "https://en.wikivoyage.org/wiki/Town", goNext: 8 };
    const town = (id: number, airportCode: string, airports?: ReturnType<typeof airport>[]) =>
      makeDestination({ id, name: `Town ${id}`, airportCode, airports, guide, population: id });
    const places = [
      town(7001, "AAA"), // no airports listed: no routes known
      town(7002, "BBB", [airport("CCC", 300), airport("BBB", 40)]), // priced to BBB: 40
      town(7003, "DDD", [airport("DDD", 90)]),
      town(7004, "EEE", [airport("EEE")]),
    ];
    expect(names(browseCatalogue(places, query({}), { typeNames }))).toEqual([
      "Town 7003",
      "Town 7002",
      "Town 7001",
      "Town 7004",
    ]);
  });

  it("puts names first in a search: exact, then prefix, then a word, then other fields", () => {
    const mexico = makeDestination({
      id: 5001,
      name: "Mexico City",
      countryCode: "mx",
      typeIds: ["city-break"],
    });
    const nice = makeDestination({ id: 5002, name: "Nice", countryCode: "fr", typeIds: ["beach"] });
    const venice = makeDestination({
      id: 5003,
      name: "Venice",
      countryCode: "it",
      typeIds: ["beach"],
      guide: { title: "Venice", url: "https://en.wikivoyage.org/wiki/Venice", goNext: 99 },
    });
    const places = [...all, mexico, nice, venice];
    expect(names(browseCatalogue(places, query({ q: "Mexico City" }), { typeNames }))[0]).toBe(
      "Mexico City",
    );
    // Every city break matches "city" by its type's name; the place named so comes first.
    expect(names(browseCatalogue(places, query({ q: "city" }), { typeNames }))[0]).toBe(
      "Mexico City",
    );
    expect(names(browseCatalogue(places, query({ q: "nice" }), { typeNames }))).toEqual([
      "Nice",
      "Venice",
    ]);
  });

  it("filters by the weather in a month, and asks for the month when only the weather is given", () => {
    const warm = makeDestination({
      id: 6001,
      name: "Warm",
      weather: {
        place: "Warm",
        url: "https://en.wikipedia.org/wiki/Warm",
        source: "wikipedia-2021",
        matchedBy: "coordinates",
        highC: Array(12).fill(28),
        lowC: Array(12).fill(20),
      },
    });
    expect(
      names(browseCatalogue([...all, warm], query({ month: 3, warmth: "warm" }), { typeNames })),
    ).toEqual(["Warm"]);
    expect(readBrowseQuery(new URLSearchParams("warmth=warm"))).toMatchObject({ ok: false });
    const read = readBrowseQuery(new URLSearchParams("month=3&warmth=warm&dry=1"));
    expect(read).toMatchObject({ ok: true, query: { month: 3, warmth: "warm", dry: "1" } });
  });

  it("pages through a large catalogue without repeating or losing a place", () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeDestination({ id: index + 1, name: `Place ${index}`, population: index % 7 }),
    );
    const ranked = browseCatalogue(many, query(), { typeNames });
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(5000 / BROWSE_PAGE_SIZE); page++)
      for (const entry of paginate(ranked, page, BROWSE_PAGE_SIZE).items)
        seen.add(entry.destination.id);
    expect(seen.size).toBe(5000);
  });
});

describe("catalogueFacets", () => {
  it("lists the regions in the catalogue's order and the countries by name", () => {
    expect(catalogueFacets(all)).toEqual({
      regions: ["Asia", "Europe", "South America"],
      countries: [
        { code: "br", name: "Brazil" },
        { code: "id", name: "Indonesia" },
        { code: "pt", name: "Portugal" },
      ],
    });
  });
});
