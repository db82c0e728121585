// Shared plans without a browser and without JavaScript (decision 149): every form is a
// whole-page post, a reload shows the latest state. Three travellers from three countries start,
// join, shortlist, vote, mark weeks and decide; the refusals (a stranger, a removed member, bad
// input) answer 4xx in words. Figures come from the domain's estimate, never typed by hand.
import { randomUUID } from "node:crypto";
import { estimatePlanOption, formatMoney, planWeeks, type GroupTripPlan } from "@travel/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { airportCoordinates, destinationById } from "../harness/expected";
import { all, one, text } from "./html";
import { FORM, PAGE, send, site } from "./requests";
import { parseHTML } from "linkedom";

type Traveller = {
  cookie: string;
  name: string;
  from: string;
  adults: number;
  children: number;
  infants: number;
};

async function signedIn(firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@wayfarer.test`;
  const password = "correct-horse-42";
  const created = await getServices().auth.signUp({ email, password, firstName, lastName: "Test" });
  if (!created.ok) throw new Error(created.error);
  const answer = await send("/auth/login", {
    method: "POST",
    headers: { ...FORM, Origin: site().origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(answer.status).toBe(303);
  const session = (answer.headers["set-cookie"] ?? []).find((line) =>
    line.startsWith("__session="),
  );
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0]!;
}

const post = (path: string, cookie: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const each of [value].flat()) body.append(name, each);
  return send(path, {
    method: "POST",
    headers: { ...FORM, ...PAGE, Origin: site().origin, Cookie: cookie },
    body: body.toString(),
  });
};
const get = (path: string, cookie?: string) =>
  send(path, { headers: { ...PAGE, ...(cookie ? { Cookie: cookie } : {}) } });
const documentOf = (html: string) => parseHTML(html).document;
const partyFields = (traveller: Traveller) => ({
  name: traveller.name,
  from: traveller.from,
  adults: String(traveller.adults),
  children: String(traveller.children),
  infants: String(traveller.infants),
});

let ana: Traveller;
let ben: Traveller;
let cleo: Traveller;
let planPath = "";

beforeAll(async () => {
  ana = {
    cookie: await signedIn("Ana"),
    name: "Ana",
    from: "LIS",
    adults: 2,
    children: 0,
    infants: 0,
  };
  ben = {
    cookie: await signedIn("Ben"),
    name: "Ben",
    from: "BER",
    adults: 1,
    children: 1,
    infants: 0,
  };
  cleo = {
    cookie: await signedIn("Cleo"),
    name: "Cleo",
    from: "JFK",
    adults: 2,
    children: 0,
    infants: 1,
  };
});

describe("a shared plan without JavaScript", () => {
  it("is started from the plans page, once however often the form is sent", async () => {
    const start = documentOf((await get("/trips/plans", ana.cookie)).text);
    const key = one(start, 'input[name="key"]').getAttribute("value") ?? "";
    const fields = { key, planName: "Summer together", nights: "5", ...partyFields(ana) };
    const first = await post("/trips/plans", ana.cookie, fields);
    const second = await post("/trips/plans", ana.cookie, fields);
    expect(first.status).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    planPath = first.headers.location ?? "";
    expect(planPath).toMatch(/^\/trips\/plans\/[A-Za-z0-9_-]+$/);
    // A visitor is sent to sign in; the group page leads here.
    expect((await get("/trips/plans")).status).toBe(303);
    expect((await get("/trips/group")).text).toContain('href="/trips/plans"');
  });

  it("invites two by link; each signs in and joins from their own airport", async () => {
    const invited = await post(planPath, ana.cookie, { intent: "invite" });
    expect(invited.status).toBe(200);
    const link = one(documentOf(invited.text), "#plan-invite-link").getAttribute("value") ?? "";
    const path = new URL(link).pathname;
    expect(path).toMatch(new RegExp(`^${planPath}/join/[A-Za-z0-9_-]{43}$`));
    // Before signing in, the link shows the plan and asks to sign in or up (and comes back).
    const visitorAnswer = await get(path);
    // The page shows the plan to whoever holds the secret: no cache keeps it.
    expect(visitorAnswer.headers["cache-control"]).toContain("no-store");
    const visitor = documentOf(visitorAnswer.text);
    expect(text(one(visitor, "h1"))).toBe("Summer together");
    expect(all(visitor, "a").map((a) => a.getAttribute("href"))).toContain(
      `/auth/login?${new URLSearchParams({ redirectTo: path })}`,
    );
    for (const traveller of [ben, cleo]) {
      const joined = await post(path, traveller.cookie, partyFields(traveller));
      expect(joined.status).toBe(303);
      expect(joined.headers.location).toBe(planPath);
    }
    const page = documentOf((await get(planPath, ana.cookie)).text);
    expect(all(page, ".plan-party__detail").map(text)).toEqual([
      "Lisbon (LIS) · Portugal · 2 Adults",
      "Berlin (BER) · Germany · 1 Adult, 1 Child",
      "New York (JFK) · United States · 2 Adults, 1 Infant",
    ]);
    // A revoked or made-up link shows why it does not work.
    const wrong = await get(`${planPath}/join/${"x".repeat(43)}`, ben.cookie);
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain("This invitation link does not work");
  });

  it("shortlists by name and from the ranking, votes, and shows each party its own share", async () => {
    expect((await post(planPath, ben.cookie, { intent: "add-option", place: "Rome" })).status).toBe(
      303,
    );
    const ranking = documentOf((await get(planPath, cleo.cookie)).text);
    const suggestion = all(ranking, 'button[name="destinationId"]')[0];
    const suggestedId = suggestion?.getAttribute("value") ?? "";
    expect(suggestedId).toMatch(/^\d+$/);
    expect(
      (await post(planPath, cleo.cookie, { intent: "add-option", destinationId: suggestedId }))
        .status,
    ).toBe(303);
    // Twice the same vote is one vote; a vote can change.
    await post(planPath, ana.cookie, { intent: "vote", optionId: "103", vote: "for" });
    await post(planPath, ana.cookie, { intent: "vote", optionId: "103", vote: "for" });
    await post(planPath, ben.cookie, { intent: "vote", optionId: "103", vote: "against" });
    await post(planPath, ben.cookie, { intent: "vote", optionId: "103", vote: "for" });
    await post(planPath, cleo.cookie, { intent: "vote", optionId: "103", vote: "against" });

    const trip: GroupTripPlan = {
      nights: 5,
      parties: [ana, ben, cleo].map((traveller) => ({
        origin: { code: traveller.from, ...airportCoordinates(traveller.from) },
        travellers: traveller,
      })),
    };
    const rome = estimatePlanOption(destinationById(103), trip);
    for (const [index, traveller] of [ana, ben, cleo].entries()) {
      const page = documentOf((await get(planPath, traveller.cookie)).text);
      const option = one(page, '[data-option="103"]');
      expect(text(one(option, ".plan-option__tally"))).toMatch(/^2 for · 1 against/);
      expect(text(one(option, ".plan-option__mine"))).toBe(
        formatMoney(rome.shares[index]!.totalCost),
      );
      expect(text(option)).toContain(formatMoney(rome.totalCost));
    }
  });

  it("marks weeks; the grid shows each country's public holidays and suggests the weeks all can make", async () => {
    const weeks = planWeeks(new Date().toISOString().slice(0, 10));
    const [early, common, late] = [weeks[3]!, weeks[10]!, weeks[20]!];
    await post(planPath, ana.cookie, { intent: "weeks", week: [early, common] });
    await post(planPath, ben.cookie, { intent: "weeks", week: [common, late] });
    await post(planPath, cleo.cookie, { intent: "weeks", week: [common] });
    const page = documentOf((await get(planPath, cleo.cookie)).text);
    expect(all(page, ".plan-suggested__list a").map((a) => a.getAttribute("href"))).toEqual([
      `#week-${common}`,
    ]);
    expect(text(one(page, ".plan-suggested__title"))).toBe("Weeks every party can make:");
    expect(text(one(page, `[data-week="${common}"] .plan-week__going`))).toBe(
      "3/3 can go: Ana, Ben, Cleo",
    );
    const holidays = all(page, ".plan-week__holidays li").map(text);
    for (const country of ["Portugal", "Germany", "United States"])
      expect(holidays.some((holiday) => holiday.startsWith(`${country}: `))).toBe(true);
    // A week outside the coming twelve months is refused in words.
    const refused = await post(planPath, ana.cookie, { intent: "weeks", week: ["1999-01-04"] });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Pick weeks from the list");
  });

  it("the organiser decides; each traveller's flight leaves from their own airport with their own party", async () => {
    const weeks = planWeeks(new Date().toISOString().slice(0, 10));
    const departure = weeks[10]!;
    const back = new Date(Date.parse(departure) + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await post(planPath, ben.cookie, {
          intent: "decide",
          destinationId: "103",
          departureDate: departure,
          returnDate: back,
        })
      ).status,
    ).toBe(409);
    const decided = await post(planPath, ana.cookie, {
      intent: "decide",
      destinationId: "103",
      departureDate: departure,
      returnDate: back,
    });
    expect(decided.status).toBe(303);
    for (const traveller of [ana, ben, cleo]) {
      const page = documentOf((await get(planPath, traveller.cookie)).text);
      const flights = all(page, '[data-partner="flights"] a').map(
        (a) => new URL(a.getAttribute("href") ?? ""),
      );
      expect(flights).toHaveLength(1);
      const params = flights[0]!.searchParams;
      expect(params.get("origin_iata")).toBe(traveller.from);
      expect(params.get("destination_iata")).toBe("FCO");
      expect(params.get("adults")).toBe(String(traveller.adults));
      expect(params.get("children")).toBe(String(traveller.children));
      expect(params.get("infants")).toBe(String(traveller.infants));
      expect(all(page, '[data-partner="hotels"] a')).toHaveLength(1);
      const ics = await get(`${planPath}/calendar.ics`, traveller.cookie);
      expect(ics.status).toBe(200);
      expect(ics.headers["content-type"]).toContain("text/calendar");
      expect(ics.text).toContain(`DTSTART;VALUE=DATE:${departure.replaceAll("-", "")}`);
    }
  });

  it("refuses a stranger, and a removed member at their next request, in words", async () => {
    const stranger = await signedIn("Dora");
    for (const path of [planPath, `${planPath}/events`, `${planPath}/calendar.ics`]) {
      const answer = await get(path, stranger);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain("Summer together");
    }
    expect(
      (await post(planPath, stranger, { intent: "vote", optionId: "103", vote: "for" })).status,
    ).toBe(404);
    expect(
      (await post(planPath, ana.cookie, { intent: "remove-party", memberUid: await uidOf(cleo) }))
        .status,
    ).toBe(303);
    const removed = await get(planPath, cleo.cookie);
    expect(removed.status).toBe(403);
    expect(removed.text).toContain("The organiser removed your party from this plan");
    expect(
      (await post(planPath, cleo.cookie, { intent: "vote", optionId: "103", vote: "for" })).status,
    ).toBe(403);
    expect((await get(`${planPath}/events`, cleo.cookie)).status).toBe(403);
    // The others no longer see the removed party.
    const page = documentOf((await get(planPath, ben.cookie)).text);
    expect(all(page, ".plan-party__name").map(text)).toEqual([
      expect.stringContaining("Ana"),
      expect.stringContaining("Ben"),
    ]);
  });

  it("answers bad input with a 4xx and a sentence, never a 500", async () => {
    const cases: Record<string, string | string[]>[] = [
      { intent: "vote", optionId: "103", vote: "maybe" },
      { intent: "teleport" },
      { intent: "add-option", place: "Atlantis-that-does-not-exist" },
      {
        intent: "decide",
        destinationId: "103",
        departureDate: "2020-01-01",
        returnDate: "2019-01-01",
      },
      { intent: "party", name: "", from: "", adults: "0", children: "x", infants: "9" },
    ];
    for (const fields of cases) {
      const answer = await post(planPath, ana.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(fields)).toBeLessThan(500);
    }
    // From another site: refused before anything is read.
    const foreign = await send(planPath, {
      method: "POST",
      headers: { ...FORM, Origin: "https://elsewhere.example", Cookie: ana.cookie },
      body: "intent=close",
    });
    expect(foreign.status).toBe(403);
  });

  it("bounds one member's live pages: a seventh stream on one server is refused", async () => {
    const open = [];
    try {
      for (let index = 0; index < 6; index++) {
        const controller = new AbortController();
        const answer = await fetch(new URL(`${planPath}/events`, site()), {
          headers: { Cookie: ben.cookie },
          signal: controller.signal,
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("cache-control")).toContain("no-transform");
        open.push(controller);
      }
      const seventh = await get(`${planPath}/events`, ben.cookie);
      expect(seventh.status).toBe(429);
      expect(seventh.text).toContain("reload to see the latest state");
    } finally {
      for (const controller of open) controller.abort();
    }
  });

  it("lists the plan on each member's My destinations", async () => {
    const page = documentOf((await get("/my-profile/favourite-destinations", ben.cookie)).text);
    expect(all(page, ".plan-list__name").map(text)).toContain("Summer together");
  });
});

async function uidOf(traveller: Traveller): Promise<string> {
  const plan = await getServices().groupPlans.get(planPath.split("/").at(-1) ?? "");
  const party = plan?.parties.find((entry) => entry.name === traveller.name);
  if (!party) throw new Error(`no party ${traveller.name}`);
  return party.uid;
}
