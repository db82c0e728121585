// The "weather in <month>" filter and the option to include places kept out by default, in the
// HTML budget discovery and the group ranking answer without JavaScript: what they list by the
// domain's rules on the seeded catalogue, the links that keep the choice, and the refusals.
// (In the browser: e2e/catalogue-travel.spec.ts and e2e/planning-discovery.spec.ts.)
import {
  addDays,
  isKeptOutByDefault,
  matchesWeather,
  rankGroupTrips,
  startsAtDestination,
  suggestablePlaces,
} from "@travel/domain";
import { describe, expect, it } from "vitest";
import {
  airportCoordinates,
  destinations,
  groupQuery,
  isoDaysFromToday,
  parties,
} from "../harness/expected";
import { all, field, one, page, text, texts } from "./html";

const departure = isoDaysFromToday(40);
const fromParis = `departure_area_code=CDG&departureDate=${departure}&returnDate=${addDays(departure, 5)}&adults=2&children=0&infants=0&budget=3000`;
const cdg = { code: "CDG", ...airportCoordinates("CDG") };
const warmInMarch = { month: 3, warmth: "warm" as const };

describe("budget discovery's weather and kept-out fields", () => {
  it("warm in March from Paris for two considers only the places whose March meets the rule", async () => {
    const considered = destinations.filter(
      (place) =>
        !startsAtDestination(cdg, place) &&
        !isKeptOutByDefault(place) &&
        matchesWeather(place, warmInMarch),
    );
    const answer = await page(`/trips/budget?${fromParis}&month=3&warmth=warm`);
    expect(answer.status).toBe(200);
    const heading = text(one(answer.document, "#budget-results"));
    expect(heading).toMatch(
      new RegExp(`^\\d+ of ${considered.length} destinations within €3,000\\.00, warm in March$`),
    );
    const names = new Set(considered.map((place) => place.name));
    for (const name of texts(answer.document, ".trip-result__name a"))
      expect(names.has(name), name).toBe(true);
    // The form says what was asked, so the next search keeps it.
    expect(
      one(answer.document, "#budget-month")
        .querySelector("option[selected]")
        ?.getAttribute("value"),
    ).toBe("3");
    // The order links keep the wish.
    expect(one(answer.document, ".budget-orders a[aria-current]").getAttribute("href")).toMatch(
      /month=3&warmth=warm/,
    );
  });

  it("refuses a month it cannot read, or a wish without a month, with a message and a 400", async () => {
    for (const [query, message] of [
      ["month=13", "Choose a month from the list."],
      ["warmth=warm", "Say which month the weather is for."],
      ["month=3&warmth=hot", "Choose warm, mild or cool."],
    ]) {
      const answer = await page(`/trips/budget?${fromParis}&${query}`);
      expect(answer.status, query).toBe(400);
      expect(text(one(answer.document, ".weather-wish__error"))).toBe(message);
      expect(all(answer.document, ".trip-result")).toHaveLength(0);
    }
  });
});

describe("the group ranking's weather and kept-out fields", () => {
  const plan = {
    nights: 4,
    parties: parties.map(({ code, adults, children, infants }) => ({
      origin: { code, ...airportCoordinates(code) },
      travellers: { adults, children, infants },
    })),
  };

  it("ranks every place with everywhere=1, and only warm ones in March with the wish, its links keeping both", async () => {
    const everyone = rankGroupTrips(destinations, plan, { by: "total" }).ranked;
    const suggested = suggestablePlaces(destinations);
    expect(everyone.length).toBeGreaterThan(suggested.length);
    let answer = await page(`/trips/group?${groupQuery({ everywhere: "1" })}`);
    expect(answer.status).toBe(200);
    expect(text(one(answer.document, "#group-results-title"))).toMatch(
      new RegExp(`^${everyone.length} destinations for `),
    );
    const tick = field(
      one(answer.document, "form.group-form"),
      "Include places under travel advisories or without scheduled flights",
    );
    expect(tick.hasAttribute("checked")).toBe(true);

    const warm = rankGroupTrips(
      suggested.filter((place) => matchesWeather(place, warmInMarch)),
      plan,
      { by: "total" },
    ).ranked;
    answer = await page(`/trips/group?${groupQuery({ month: "3", warmth: "warm" })}`);
    expect(text(one(answer.document, "#group-results-title"))).toMatch(
      new RegExp(`^${warm.length} destinations for `),
    );
    expect(text(one(answer.document, ".group-results__dates"))).toMatch(/ · warm in March$/);
    expect(texts(answer.document, ".group-row__name")[0]).toMatch(
      new RegExp(`^${warm[0]?.destination.name ?? "?"},`),
    );
    // Choosing a place, or another ranking, keeps the wish.
    const choose = all(answer.document, ".group-row a[href*='destination=']");
    expect(choose.length).toBeGreaterThan(0);
    for (const link of choose) expect(link.getAttribute("href")).toMatch(/month=3&warmth=warm/);
  });

  it("refuses a wish without a month with a message and a 400", async () => {
    const answer = await page(`/trips/group?${groupQuery({ sunny: "1" })}`);
    expect(answer.status).toBe(400);
    expect(text(one(answer.document, ".weather-wish__error"))).toBe(
      "Say which month the weather is for.",
    );
    expect(all(answer.document, ".group-row")).toHaveLength(0);
  });
});
