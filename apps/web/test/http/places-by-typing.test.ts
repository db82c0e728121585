// The destination fields of the planner, compare and group forms without JavaScript: a place is
// typed, the page reads it (or offers "pick one" links), and no page carries the catalogue as a
// list. (Suggestions as one types, with JavaScript: e2e/planning-planner.spec.ts and
// e2e/planning-discovery.spec.ts.)
import { formatMoney } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { destinations, expectedEstimate, fourNightsFromLis, groupQuery } from "../harness/expected";
import { all, field, linkNamed, okPage, one, page, submitGet, text } from "./html";
import { send } from "./requests";

const porto = destinations.find((place) => place.name === "Porto" && place.countryCode === "pt")!;
const plan = fourNightsFromLis();

describe("places by typing, without JavaScript", () => {
  it("the planner plans Porto typed in its destination field", async () => {
    const start = await okPage(`/trips/plan?${plan}`);
    const form = field(start, "Destination").closest("form") as Element;
    const planned = await okPage(submitGet(form, { Destination: "porto" }));
    expect(text(one(planned, "h1"))).toBe("What a trip to Porto costs");
    expect(field(planned, "Destination").getAttribute("value")).toBe("Porto, Portugal");
    const expected = expectedEstimate(porto, {
      origin: "LIS",
      nights: 4,
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    expect(text(one(planned, '[data-figure="total"]'))).toBe(formatMoney(expected.totalCost));
  });

  it("a name several places share is a 400 with a link to each; an unknown one says so", async () => {
    const ambiguous = await page(`/trips/plan?${plan}&destination=Port`);
    expect(ambiguous.status).toBe(400);
    expect(text(ambiguous.document.querySelector("#plan-destination-error"))).toBe(
      "Several places match “Port”: pick one.",
    );
    const pick = linkNamed(ambiguous.document, /^Porto\s*Portugal$/)?.getAttribute("href") ?? "";
    expect(new URL(pick, "http://site.test").searchParams.get("destination")).toBe(
      String(porto.id),
    );
    expect(text(one(await okPage(pick), "h1"))).toBe("What a trip to Porto costs");

    const unknown = await page(`/trips/plan?${plan}&destination=Atlantis`);
    expect(unknown.status).toBe(400);
    expect(text(unknown.document.querySelector("#plan-destination-error"))).toBe(
      "We couldn't find “Atlantis” among our destinations. Try the city's name.",
    );
  });

  it("compare takes Porto typed beside another place", async () => {
    const start = await okPage(`/trips/compare?${plan}`);
    const form = field(start, "Destination 1").closest("form") as Element;
    const compared = await okPage(
      submitGet(form, { "Destination 1": "Porto", "Destination 2": "Lisbon, Portugal" }),
    );
    expect(text(one(compared, "h1"))).toBe("Porto vs Lisbon");
  });

  it("the group form opens on the place typed as the one in mind", async () => {
    const start = await okPage(`/trips/group?${groupQuery()}`);
    const form = field(start, "A place in mind?").closest("form") as Element;
    const chosen = await okPage(submitGet(form, { "A place in mind?": "porto" }));
    expect(text(chosen.querySelector("#chosen"))).toContain("Porto");
    expect(field(chosen, "A place in mind?").getAttribute("value")).toBe("Porto, Portugal");
  });

  it("no form sends the catalogue as a list of options", async () => {
    for (const path of [`/trips/plan?${plan}`, `/trips/compare?${plan}`, `/trips/group`]) {
      const document = await okPage(path);
      for (const select of all(document, "select"))
        expect(all(select, "option").length, `${path} ${select.id}`).toBeLessThan(50);
    }
  });

  it("suggestions answer as JSON: Porto for “port”, nothing for an empty query", async () => {
    const answer = await send("/api/destinations?q=port", {
      headers: { Accept: "application/json" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const body = JSON.parse(answer.text) as { destinations: { id: number; label: string }[] };
    expect(body.destinations).toContainEqual(
      expect.objectContaining({ id: porto.id, label: "Porto, Portugal" }),
    );
    const empty = JSON.parse((await send("/api/destinations?q=")).text) as {
      destinations: unknown[];
    };
    expect(empty.destinations).toEqual([]);
  });
});
