// Where a trip starts and what currency it is priced in, as the HTML and headers say it without
// JavaScript: the home-airport question and its answer, the currency page and the picker's
// address. (The journeys in a browser: e2e/home-airport.spec.ts, e2e/money-and-calendar.spec.ts.)
import { formatMoney } from "@travel/domain";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { destinationById, expectedEstimate, isoDaysFromToday } from "../harness/expected";
import { all, field, okPage, one, page, text } from "./html";
import { postForm, send } from "./requests";

const withCookie = (cookie: string) => ({ Cookie: cookie });

describe("the home airport, without JavaScript", () => {
  it("a first visit to the budget page asks where one flies from, with a guess from the language", async () => {
    const first = await page("/trips/budget", { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(first.status).toBe(200);
    expect(text(one(first.document, "#budget-home-title"))).toBe("Where do you fly from?");
    const answer = field(first.document, "Your home airport");
    expect(answer.getAttribute("value")).toBe("Paris (CDG)");
    expect(text(first.document.querySelector("#budget-home-airport-hint"))).toContain(
      "A guess from your browser's language",
    );
    // Nothing is priced before the traveller answers: no results, no airport chosen for them.
    expect(all(first.document, ".trip-result")).toHaveLength(0);
    expect(first.document.querySelector("form.planner-form")).toBeNull();
    expect(first.headers.vary).toContain("Accept-Language");
  });

  it("the answer is remembered in a cookie, and every cost then says where it starts", async () => {
    const answer = await postForm("/home-airport", {
      airport: "paris (cdg)",
      redirectTo: "/trips/budget?budget=2000",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/trips/budget?budget=2000");
    const cookie = String(answer.headers["set-cookie"]).split(";")[0] ?? "";
    expect(cookie).toBe("homeAirport=CDG");

    const budget = await okPage("/trips/budget?budget=2000", withCookie(cookie));
    expect(text(one(budget, "#budget-results + .trip-origin"))).toBe(
      "From Paris (CDG) · change where you fly from",
    );
    expect(field(budget, "From").getAttribute("value")).toBe("Paris (CDG)");
    expect(all(budget, ".trip-result").length).toBeGreaterThan(0);
    // Another page, another visit: the same start.
    const lisbon = destinationById(101);
    const planner = await okPage(`/destinations/${lisbon.id}`, withCookie(cookie));
    const expected = expectedEstimate(lisbon, {
      origin: "CDG",
      nights: 5,
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    expect(text(one(planner, '#planner [data-figure="total"]'))).toBe(
      formatMoney(expected.totalCost),
    );
    expect(text(one(planner, "#planner .trip-origin"))).toContain("From Paris (CDG) ·");
    const change = one(planner, "#planner .trip-origin a").getAttribute("href") ?? "";
    expect(new URL(change, "http://site.test").searchParams.get("redirectTo")).toBe(
      `/destinations/${lisbon.id}#planner`,
    );
    // The change page holds the airport, ready to be replaced.
    const again = await okPage(change, withCookie(cookie));
    expect(field(again, "Your home airport").getAttribute("value")).toBe("Paris (CDG)");
  });

  it("a name several airports share is answered with a choice, and nothing is remembered", async () => {
    const answer = await postForm("/home-airport", {
      airport: "London",
      redirectTo: "/trips/budget",
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.text).toContain("Several airports match “London”: pick one.");
    const { document } = parseHTML(answer.text);
    const choices = all(document, 'button[name="airport"]').map((button) =>
      button.getAttribute("value"),
    );
    expect(choices).toContain("LHR");
  });

  it("a plan's own airport still wins over the home airport, and says so", async () => {
    const departure = isoDaysFromToday(30);
    const budget = await okPage(
      `/trips/budget?departure_area_code=OPO&departureDate=${departure}&returnDate=${isoDaysFromToday(34)}&adults=2`,
      withCookie("homeAirport=CDG"),
    );
    expect(text(one(budget, ".trip-origin"))).toContain("From Porto (OPO)");
  });
});

describe("the display currency, without JavaScript", () => {
  it("/currency is a page: the picker, where the rates come from, and the visitor's own currency offered", async () => {
    const currency = await page("/currency", { "Accept-Language": "en-GB" });
    expect(currency.status).toBe(200);
    expect(text(one(currency.document, "h1"))).toBe("Show prices in your currency");
    expect(text(one(currency.document, ".currency-page__suggestion"))).toContain(
      "show prices in GBP",
    );
    expect(all(currency.document, "#page-currency-picker option").length).toBeGreaterThan(20);
  });

  it("the header's picker sends a choice there, which is remembered and leads back", async () => {
    const home = await okPage("/destinations/101");
    const picker = one(home, ".site-header__currency form");
    expect(picker.getAttribute("action")).toBe("/currency");
    const chosen = await send("/currency?currency=JPY&redirectTo=%2Fdestinations%2F101");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe("/destinations/101");
    expect(String(chosen.headers["set-cookie"])).toMatch(/^displayCurrency=JPY;/);
    // Unknown codes: the page says so (400), nothing is remembered.
    const unknown = await page("/currency?currency=XYZ");
    expect(unknown.status).toBe(400);
    expect(text(one(unknown.document, ".currency-page__error"))).toBe(
      "We have no exchange rate for that currency. Choose one from the list below.",
    );
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("a visitor who has not chosen is offered their own currency, never switched to it", async () => {
    const offered = await okPage("/destinations/101", { "Accept-Language": "ja-JP" });
    expect(text(one(offered, ".currency-notice"))).toBe(
      "Prices are in euros. Show them in Japanese Yen (JPY)",
    );
    const chosen = await okPage("/destinations/101", {
      "Accept-Language": "ja-JP",
      Cookie: "displayCurrency=EUR",
    });
    expect(all(chosen, "[data-suggested-currency]")).toHaveLength(0);
  });

  it("readiness reports the rates' day and age beside the backends", async () => {
    const ready = await send("/readyz");
    expect(ready.status).toBe(200);
    const body = JSON.parse(ready.text) as {
      warnings: string[];
      exchangeRates: { date: string; ageDays: number; refresh: string };
    };
    // This suite's server reads a rates file dated today (global-setup.ts) and downloads nothing.
    expect(body.exchangeRates).toMatchObject({ ageDays: 0, refresh: "off" });
    expect(body.warnings).toEqual([]);
  });
});
