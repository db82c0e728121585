import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import {
  homeAirportQuestion,
  readHomeAirport,
  saveHomeAirport,
  suggestHomeAirport,
  tripOriginView,
  withoutPlanOrigin,
} from "./home-airport.server";
import { findAirport } from "../airports/airports.server";
import { requestCountry } from "~/lib/http/request-language.server";

const asking = (language: string, cookie?: string) =>
  new Request("http://localhost/trips/budget?budget=2000", {
    headers: { "Accept-Language": language, ...(cookie ? { Cookie: cookie } : {}) },
  });
const london = makeDestination({ id: 3, name: "London", countryCode: "gb", airportCode: "LHR" });
const paris = makeDestination({ id: 4, name: "Paris", countryCode: "fr", airportCode: "CDG" });

describe("the request's suggestion", () => {
  it("reads the country of the first usable language tag, or the language's likely one", () => {
    expect(requestCountry(asking("en-GB,en;q=0.9"))).toBe("gb");
    expect(requestCountry(asking("fr"))).toBe("fr");
    expect(requestCountry(asking("*, not a tag!, de-AT"))).toBe("at");
    expect(requestCountry(asking(""))).toBeNull();
  });

  it("pre-fills the main airport of the country's place in the catalogue, marked as a guess", () => {
    expect(suggestHomeAirport(asking("en-GB"), [london, paris])?.code).toBe("LHR");
    expect(suggestHomeAirport(asking("ja-JP"), [london, paris])).toBeNull();
    expect(homeAirportQuestion(asking("fr-FR"), [london, paris])).toEqual({
      value: "Paris (CDG)",
      suggested: true,
      redirectTo: "/trips/budget?budget=2000",
    });
    expect(homeAirportQuestion(asking("ja"), [london, paris]).value).toBe("");
  });
});

describe("the remembered airport", () => {
  it("is this browser's cookie for a visitor; nothing else decides it", async () => {
    expect((await readHomeAirport(asking("fr-FR")))?.code).toBeUndefined();
    expect((await readHomeAirport(asking("fr-FR", "homeAirport=OPO")))?.code).toBe("OPO");
    expect(await readHomeAirport(asking("", "homeAirport=NOPE"))).toBeNull();
  });

  it("says where costs start, with a change link back to the page without its own start", () => {
    const request = new Request(
      "http://localhost/trips/budget?departure_area_code=LIS&budget=2000",
    );
    const view = tripOriginView(findAirport("CDG")!, request);
    expect(view.label).toBe("Paris (CDG)");
    const change = new URL(view.changeHref, "http://localhost");
    expect(change.pathname).toBe("/home-airport");
    expect(change.searchParams.get("redirectTo")).toBe("/trips/budget?budget=2000");
    expect(withoutPlanOrigin("/destinations/101?departure_area_code=OPO&adults=2#planner")).toBe(
      "/destinations/101?adults=2#planner",
    );
  });
});

const answer = (fields: Record<string, string>, cookie?: string) =>
  new Request("http://localhost/home-airport", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

describe("saveHomeAirport", () => {
  it("remembers a clear answer in a cookie and goes back to the page that asked", async () => {
    const reply = (await saveHomeAirport(
      answer({ airport: "Paris (CDG)", redirectTo: "/trips/budget?budget=2000" }),
    )) as Response;
    expect(reply.status).toBe(303);
    expect(reply.headers.get("Location")).toBe("/trips/budget?budget=2000");
    expect(reply.headers.get("Set-Cookie")).toBe("homeAirport=CDG; Path=/; SameSite=Lax; HttpOnly");
    // With consent to optional cookies it lasts beyond this browser session.
    const kept = (await saveHomeAirport(
      answer({ airport: "opo" }, "cookieConsent=true"),
    )) as Response;
    expect(kept.headers.get("Set-Cookie")).toContain("Max-Age=15552000");
    expect(kept.headers.get("Location")).toBe("/trips/budget");
  });

  it("never leaves the site, and drops a plan's own start so the new airport applies", async () => {
    const offsite = (await saveHomeAirport(
      answer({ airport: "CDG", redirectTo: "//evil.example/" }),
    )) as Response;
    expect(offsite.headers.get("Location")).toBe("/trips/budget");
    const planned = (await saveHomeAirport(
      answer({ airport: "CDG", redirectTo: "/trips/compare?departure_area_code=LIS&ids=101" }),
    )) as Response;
    expect(planned.headers.get("Location")).toBe("/trips/compare?ids=101");
  });

  it("answers a name several airports share with a choice, and remembers nothing", async () => {
    const reply = (await saveHomeAirport(answer({ airport: "London" }))) as unknown as {
      init: ResponseInit | null;
      data: { error: string; choices: { code: string }[] };
    };
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toBe("Several airports match “London”: pick one.");
    expect(reply.data.choices.map((choice) => choice.code)).toContain("LHR");
    const empty = (await saveHomeAirport(answer({ airport: " " }))) as unknown as {
      init: ResponseInit | null;
      data: { error: string };
    };
    expect(empty.init?.status).toBe(400);
    expect(empty.data.error).toBe("Type the city or airport you fly from.");
  });
});
