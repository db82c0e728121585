// The blog's own figures agree with the planner: a fare an article quotes is the fare model's,
// with the range the planner shows beside it.
import { readFileSync } from "node:fs";
import {
  arrivalPoint,
  estimateFlightFareCents,
  flightFareRangeCents,
  formatMoney,
  greatCircleKm,
} from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { describe, expect, it } from "vitest";
import { findAirport } from "../airports/airports.server";

const article = readFileSync(
  new URL(
    "../../../../../packages/firebase-client/data/posts/what-a-week-in-lisbon-really-costs.md",
    import.meta.url,
  ),
  "utf8",
);
const lisbon = defaultCatalogue.destinations.find((place) => place.slug === "lisbon")!;
const euros = (cents: number) => formatMoney(cents).replace(/\.00$/, "");

describe("what a week in Lisbon really costs", () => {
  it("quotes the planner's fare and range from Paris and from Madrid", () => {
    for (const [code, city] of [
      ["CDG", "Paris"],
      ["MAD", "Madrid"],
    ] as const) {
      const km = greatCircleKm(findAirport(code)!, arrivalPoint(lisbon));
      const fare = estimateFlightFareCents(km);
      const { lowCents, highCents } = flightFareRangeCents(fare);
      const line = `${city} (${Math.round(km).toLocaleString("en-US")} km)`;
      expect(article, line).toContain(line);
      const after = article.slice(article.indexOf(line));
      expect(after.slice(0, 160)).toMatch(
        new RegExp(`${euros(fare)}.*from ${euros(lowCents)} to ${euros(highCents)}`),
      );
    }
  });
});
