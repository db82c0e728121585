// The lazy islands (ui/lazy-island.tsx, decision 136) keep the server's markup through hydration
// under an empty dangerouslySetInnerHTML, which React does not document. This holds React to it
// on the pages that have them (decision 151): after hydration each island is the very element the
// server sent, React has claimed it, its markup is unchanged, none of the islands' code was
// fetched, and React reported no hydration error.
import { expect, test } from "@playwright/test";
import { familyBudget, fourNightsFromLis } from "../test/harness/expected";

/** The islands' own code: fetched only when the browser draws an island itself. */
const ISLAND_CODE = /\/assets\/(MapFigure|CostBreakdown|WeatherChart|SearchForms|TripCostTeaser)-/;

const PAGES = [
  // The home page: its search forms (flights, hotel) and the worked example of a trip's cost.
  { path: "/", islands: 3 },
  // A destination with a plan: the locator map, the weather chart, the cost table, the offers.
  { path: `/destinations/101?${fourNightsFromLis()}`, islands: 4 },
  // Budget discovery's results: their map.
  { path: `/trips/budget?${familyBudget().query}`, islands: 1 },
];

type Kept = { count: number; same: boolean[]; unchanged: boolean[]; claimed: boolean[] };

for (const { path, islands } of PAGES) {
  test(`${path.split("?")[0]}: its islands keep the server's markup through hydration`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const islandCode: string[] = [];
    page.on("request", (request) => {
      if (ISLAND_CODE.test(request.url())) islandCode.push(request.url());
    });
    // The islands as the server sent them, taken before any script has run.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const found = [...document.querySelectorAll<HTMLElement>(".lazy-island")];
        Object.assign(window, {
          serverIslands: found.map((element) => ({ element, html: element.innerHTML })),
        });
      });
    });
    await page.goto(path);
    // Hydrated: React has claimed every island on the page (its fiber is on the element), be it
    // the server's element or one React drew in its place.
    await page.waitForFunction(() => {
      const now = [...document.querySelectorAll(".lazy-island")];
      return (
        now.length > 0 &&
        now.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))
      );
    });
    const kept = await page.evaluate((): Kept => {
      const { serverIslands } = window as unknown as {
        serverIslands: { element: HTMLElement; html: string }[];
      };
      const now = [...document.querySelectorAll(".lazy-island")];
      return {
        count: serverIslands.length,
        same: serverIslands.map(({ element }, index) => now[index] === element),
        unchanged: serverIslands.map(({ element, html }) => element.innerHTML === html),
        claimed: serverIslands.map(({ element }) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
        ),
      };
    });
    const all = Array(islands).fill(true);
    expect(kept.count, "islands in the server's document").toBe(islands);
    expect(kept.same, "each island is still the element the server sent").toEqual(all);
    expect(kept.unchanged, "each island's markup is as the server sent it").toEqual(all);
    expect(kept.claimed, "React hydrated each island the server sent").toEqual(all);
    // Every island still shows what the server drew.
    for (const island of await page.locator(".lazy-island").all())
      expect((await island.innerHTML()).length).toBeGreaterThan(0);
    expect(islandCode, "island code fetched").toEqual([]);
    // A mismatch is React error 418 (or 421, 423, 425) through reportError: none.
    expect(errors, "errors React reported").toEqual([]);
  });
}
