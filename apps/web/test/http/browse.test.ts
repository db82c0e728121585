// The browse page without JavaScript: the loader's pages of cards with their own addresses, and
// the filter form a browser sends as a plain GET, against the domain's browseCatalogue over the
// seeded catalogue. (With JavaScript, and where the page links stand: e2e/browse-pages.spec.ts.)
import { BROWSE_PAGE_SIZE, browseCatalogue, type BrowseQuery } from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { describe, expect, it } from "vitest";
import { airportCoordinates, destinations } from "../harness/expected";
import { all, field, linkNamed, okPage, one, page, submitGet, text, texts } from "./html";

const typeNames = new Map(defaultCatalogue.destinationTypes.map((type) => [type.id, type.name]));
const expected = (query: Partial<BrowseQuery>, origin?: { latitude: number; longitude: number }) =>
  browseCatalogue(destinations, { q: "", sort: "popular", ...query }, { typeNames, origin }).map(
    (entry) => entry.destination.name,
  );

const cardNames = (document: Document) =>
  texts(document, ".browse__results .destination-card__link");
const filters = (document: Document) => one(document, "form.browse-filters");
const pageLink = (document: Document, name: string) =>
  linkNamed(one(document, 'nav[aria-label="Pages"]'), name);
const linkHref = (document: Document, rel: string) =>
  document.querySelector(`link[rel="${rel}"]`)?.getAttribute("href");

describe("browse without JavaScript", () => {
  it("the catalogue in pages: next and previous, each page with its own canonical address", async () => {
    const all = expected({});
    expect(all.length).toBeGreaterThan(BROWSE_PAGE_SIZE * 2);
    const first = await okPage("/destinations");
    expect(cardNames(first)).toEqual(all.slice(0, BROWSE_PAGE_SIZE));
    expect(linkHref(first, "canonical")).toMatch(/\/destinations$/);
    expect(linkHref(first, "next")).toMatch(/\/destinations\?page=2$/);
    expect(linkHref(first, "prev")).toBeUndefined();

    const next = pageLink(first, "Next →")?.getAttribute("href") ?? "";
    expect(next).toMatch(/\/destinations\?page=2$/);
    const second = await okPage(next);
    expect(cardNames(second)).toEqual(all.slice(BROWSE_PAGE_SIZE, BROWSE_PAGE_SIZE * 2));
    expect(pageLink(second, "Page 2")?.getAttribute("aria-current")).toBe("page");
    expect(linkHref(second, "canonical")).toMatch(/\/destinations\?page=2$/);
    expect(linkHref(second, "prev")).toMatch(/\/destinations$/);

    const last = Math.ceil(all.length / BROWSE_PAGE_SIZE);
    const lastHref = pageLink(second, `Page ${last}`)?.getAttribute("href") ?? "";
    expect(lastHref).toMatch(new RegExp(`page=${last}$`));
    const end = await okPage(lastHref);
    expect(cardNames(end)).toEqual(all.slice((last - 1) * BROWSE_PAGE_SIZE));
    expect(pageLink(end, "Next →")).toBeUndefined();
  });

  it("filters by region, country, type and daily budget, and orders by price", async () => {
    const form = filters(await okPage("/destinations"));
    const sent = submitGet(form, {
      Region: "South America",
      "Daily budget per person, up to (€)": "80",
      Order: "Lowest daily cost",
    });
    expect(sent).toMatch(/region=South\+America/);
    const southAmerica = expected({ region: "South America", maxDaily: 80, sort: "price" });
    expect(southAmerica.length).toBeGreaterThan(0);
    const found = await okPage(sent);
    expect(
      all(found, '[role="status"]')
        .map(text)
        .find((status) => status.includes("destination")),
    ).toContain(`${southAmerica.length} destination`);
    expect(cardNames(found)).toEqual(southAmerica.slice(0, BROWSE_PAGE_SIZE));

    const japan = await okPage("/destinations?country=jp&type=culture");
    expect(cardNames(japan)).toEqual(
      expected({ country: "jp", type: "culture" }).slice(0, BROWSE_PAGE_SIZE),
    );
    const country = field(filters(japan), "Country");
    expect(country.querySelector("option[selected]")?.getAttribute("value")).toBe("jp");
  });

  it("orders by distance from a chosen airport, nearest first", async () => {
    const sent = submitGet(filters(await okPage("/destinations")), {
      Order: "Nearest to my airport",
      "My airport (for distances)": "lis",
    });
    expect(sent).toMatch(/sort=distance&from=lis/);
    const nearest = expected({ sort: "distance" }, airportCoordinates("LIS"));
    expect(nearest[0]).toBe("Lisbon");
    const found = await okPage(sent);
    expect(cardNames(found)).toEqual(nearest.slice(0, BROWSE_PAGE_SIZE));
    expect(text(found.querySelector(".browse__distance"))).toContain("km from Lisbon (LIS)");
  });

  it("search ignores accents: “Sao Paulo” finds São Paulo", async () => {
    const sent = submitGet(filters(await okPage("/destinations")), {
      "Search destinations": "Sao Paulo",
    });
    expect(cardNames(await okPage(sent))).toContain("São Paulo");
    expect(cardNames(await okPage("/destinations?q=bogota"))).toContain("Bogotá");
  });
});

describe("browse: bad input", () => {
  for (const [query, message] of [
    ["page=0", "Pages start at 1."],
    ["page=two", "That page number is not a whole number."],
    ["region=Atlantis", "Choose a region from the list."],
    ["maxDaily=-5", "Enter a daily budget of at least €1."],
    ["sort=distance", "To sort by distance, say which airport you fly from."],
    ["sort=distance&from=QQQ", "We know no airport with the code “QQQ”."],
  ] as const) {
    it(`?${query}: a 400 that says what to change`, async () => {
      const answer = await page(`/destinations?${query}`);
      expect(answer.status).toBe(400);
      expect(texts(answer.document, '[role="alert"]').join(" ")).toContain(message);
      expect(all(answer.document, ".browse__results").length).toBe(0);
    });
  }

  it("a page after the last is a 404 that leads to the last page", async () => {
    const answer = await page("/destinations?page=999");
    expect(answer.status).toBe(404);
    const last = linkNamed(answer.document, "Go to the last page");
    expect(last?.getAttribute("href")).toMatch(/\/destinations\?page=\d+$/);
    const document = await okPage(last?.getAttribute("href") ?? "");
    expect(all(document, ".browse__results > li").length).toBeGreaterThan(0);
  });
});
