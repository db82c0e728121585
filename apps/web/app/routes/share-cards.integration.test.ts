// Share cards against the emulators' catalogue: a burst from one client is refused before any
// drawing while other clients are served, cards never push the site's art out of memory, and a
// card is drawn exactly for the plans its page shows (decision 092). The production edge's
// early refusal is tested over HTTP in front of the same route.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { addDays } from "@travel/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { sceneImagePath } from "~/features/art/art-addresses";
import { setRenditionBudgets } from "~/features/art/raster.server";
import { RENDER_CONCURRENCY, renderLimiter } from "~/features/art/render-limit.server";
import { pageScenes } from "~/features/content/page-scenes";
import {
  refuseBusyCardClient,
  SHARE_CARD_MESSAGES,
} from "~/features/group-trips/share-card.server";
import { todayIso } from "~/features/planner/trip-plan.server";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import { call, type Outcome } from "../../test/account-requests";
import { loader as artLoader } from "./art.$file";
import { loader as cardLoader } from "./share-cards.$file";
import { loader as groupLoader } from "./trips.group";
import { loader as planLoader } from "./trips.plan";

const SITE = "http://localhost";
const ahead = (days: number) => addDays(todayIso(), days);

/** A group of three (Lisbon, Berlin, Dublin) going to Rome; `changes` vary the plan. */
const groupQuery = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    departureDate: ahead(30),
    returnDate: ahead(34),
    from1: "LIS",
    adults1: "2",
    from2: "BER",
    adults2: "1",
    from3: "DUB",
    adults3: "2",
    destination: "103",
    ...changes,
  });

/** Two adults from London to Lisbon. */
const planQuery = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    destination: "101",
    departure_area_code: "LHR",
    departureDate: ahead(30),
    returnDate: ahead(34),
    adults: "2",
    ...changes,
  });

/** A card's answer, read whole: status, headers, and the PNG or the refusal's words. */
async function card(kind: "group" | "plan", query: URLSearchParams, clientIp = "198.51.100.1") {
  const outcome = await call(cardLoader, new Request(`${SITE}/share-cards/${kind}.png?${query}`), {
    clientIp,
    params: { file: `${kind}.png` },
  });
  return outcome;
}

/** The same loader call, keeping the Response itself so its body can be read. */
async function cardResponse(kind: "group" | "plan", query: URLSearchParams, clientIp: string) {
  try {
    return (await cardLoader(
      routeArgs(new Request(`${SITE}/share-cards/${kind}.png?${query}`), {
        params: { file: `${kind}.png` },
        clientIp,
      }),
    )) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const pngOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * Holds every slot of the visitors' lane of the render pool (cards and uploads) until `open` is
 * called, as long renders of other clients would.
 */
function holdRenderer() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: RENDER_CONCURRENCY }, (_, index) =>
    renderLimiter.run(() => gate, { client: `held-${index}`, refusable: true }),
  );
  return {
    async open() {
      open();
      await Promise.all(held);
    },
  };
}

/**
 * Waits, by events only, until each answer has come back or its render waits in the pool; gives
 * the places of those that came back.
 */
async function untilAnsweredOrQueued(
  answers: Promise<unknown>[],
  waitingBefore: number,
): Promise<Set<number>> {
  const answered = new Set<number>();
  answers.forEach((answer, index) => void answer.finally(() => answered.add(index)));
  while (answered.size + renderLimiter.waiting - waitingBefore < answers.length) {
    await Promise.race([
      renderLimiter.nextQueued(),
      ...answers.filter((_, index) => !answered.has(index)),
    ]);
    await Promise.resolve();
  }
  return answered;
}

beforeEach(() => resetRateLimits());
afterEach(() => setRenditionBudgets());

describe("share cards under a burst", () => {
  it("refuse one client's burst beyond two cards in the pool with 429 before drawing, and still draw another client's", async () => {
    const renderer = holdRenderer();
    const waitingBefore = renderLimiter.waiting;
    const burst = Array.from({ length: 20 }, (_, index) =>
      card(
        "group",
        groupQuery({
          adults1: String((index % 5) + 1),
          returnDate: ahead(31 + Math.floor(index / 5)),
        }),
        "198.51.100.7",
      ),
    );
    const answered = await untilAnsweredOrQueued(burst, waitingBefore);

    // Nothing was drawn yet (the pool is held): 18 were refused at once, two wait their turn.
    expect(renderLimiter.waiting - waitingBefore).toBe(2);
    const refusals: Outcome[] = await Promise.all([...answered].map((index) => burst[index]!));
    expect(refusals).toHaveLength(18);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429);
      expect(refusal.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(refusal.headers.get("Cache-Control")).toBe("no-store");
    }
    const words = await cardResponse("group", groupQuery({ adults1: "9" }), "198.51.100.7");
    expect(await words.text()).toBe(SHARE_CARD_MESSAGES.busy);

    // Another client's card is let in during the burst, and drawn.
    const waitingWithBurst = renderLimiter.waiting;
    const other = cardResponse("plan", planQuery(), "203.0.113.99");
    await untilAnsweredOrQueued([other], waitingWithBurst);
    await renderer.open();
    const otherCard = await other;
    expect(otherCard.status).toBe(200);
    expect((await sharp(await pngOf(otherCard)).metadata()).format).toBe("png");
    const drawn = (await Promise.all(burst)).filter((outcome) => outcome.status === 200);
    expect(drawn).toHaveLength(2);
  });

  it("limit the new cards one client may have drawn in a minute, and no other client's", async () => {
    const allowance = RATE_LIMIT_POLICIES.shareCardRendersPerClient.points;
    const dates = Array.from({ length: allowance + 1 }, (_, index) => ({
      departureDate: ahead(10 + index),
      returnDate: ahead(12 + index),
    }));
    for (const plan of dates.slice(0, allowance))
      expect((await card("plan", planQuery(plan), "198.51.100.8")).status).toBe(200);
    const over = await cardResponse("plan", planQuery(dates[allowance]), "198.51.100.8");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await over.text()).toMatch(
      /^Many new trip pictures were asked for from your network\. Please wait a minute and try again\.$/,
    );
    // A card already drawn costs nothing; another client is not affected.
    expect((await card("plan", planQuery(dates[0]), "198.51.100.8")).status).toBe(200);
    expect((await card("plan", planQuery(dates[allowance]), "198.51.100.9")).status).toBe(200);
  });
});

/**
 * The production edge in miniature: an HTTP server with server.mjs's refuseBusyCardClient in
 * front of the card route, the client's address from its socket as Express reads it. Counts
 * the requests that reached the route.
 */
async function cardEdge() {
  let routeRuns = 0;
  const answerWithRoute = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    routeRuns += 1;
    const url = new URL(req.url ?? "/", SITE);
    let response: Response;
    try {
      response = (await cardLoader(
        routeArgs(new Request(url), {
          params: { file: url.pathname.split("/").at(-1) },
          clientIp: req.socket.remoteAddress,
        }),
      )) as Response;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server = http.createServer((req, res) =>
    refuseBusyCardClient(Object.assign(req, { ip: req.socket.remoteAddress }), res, () => {
      void answerWithRoute(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, localAddress: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, localAddress, agent: false }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on("data", (chunk: Buffer) => chunks.push(chunk));
            answer.on("end", () =>
              resolve({
                status: answer.statusCode ?? 0,
                headers: answer.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      },
    );
  return {
    get,
    get routeRuns() {
      return routeRuns;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("share cards at the production edge", () => {
  it("refuses a burst beyond two card requests underway with the route's 429 before the route runs", async () => {
    const edge = await cardEdge();
    const renderer = holdRenderer();
    try {
      const waitingBefore = renderLimiter.waiting;
      // Sent at once: the burst lands before its first card has reached the pool.
      const burst = Array.from({ length: 20 }, (_, index) =>
        edge.get(
          `/share-cards/group.png?${groupQuery({ adults1: String((index % 9) + 1), returnDate: ahead(31 + Math.floor(index / 9)) })}`,
          "127.0.0.7",
        ),
      );
      const answered = await untilAnsweredOrQueued(burst, waitingBefore);

      // Two reached the route and wait in the pool; the other 18 never reached it.
      expect(edge.routeRuns).toBe(2);
      expect(renderLimiter.waiting - waitingBefore).toBe(2);
      const refusals = await Promise.all([...answered].map((index) => burst[index]!));
      expect(refusals).toHaveLength(18);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(429);
        expect(refusal.headers["retry-after"]).toBe("5");
        expect(refusal.headers["cache-control"]).toBe("no-store");
        expect(refusal.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(refusal.body.toString()).toBe(SHARE_CARD_MESSAGES.busy);
      }

      // Another client goes on to the route meanwhile, and its card is drawn.
      const waitingWithBurst = renderLimiter.waiting;
      const other = edge.get(`/share-cards/plan.png?${planQuery()}`, "127.0.0.8");
      await untilAnsweredOrQueued([other], waitingWithBurst);
      expect(edge.routeRuns).toBe(3);
      await renderer.open();
      expect((await other).status).toBe(200);
      const drawn = (await Promise.all(burst)).filter((answer) => answer.status === 200);
      expect(drawn).toHaveLength(2);

      // Answered, the client's requests no longer count: it may ask again.
      const again = await edge.get(`/share-cards/group.png?${groupQuery()}`, "127.0.0.7");
      expect(again.status).toBe(200);
      expect((await sharp(again.body).metadata()).format).toBe("png");
    } finally {
      await renderer.open();
      await edge.close();
    }
  });
});

describe("share cards and the site's art", () => {
  it("cannot push an art picture out of memory, however many cards are drawn", async () => {
    // Small budgets: two cards would fill the art's; four overflow the cards' own.
    setRenditionBudgets({ artBytes: 200_000, cardBytes: 250_000 });
    const path = sceneImagePath(pageScenes.contact, 640);
    const art = () => {
      const url = new URL(path, SITE);
      return artLoader(
        routeArgs(new Request(url), {
          params: { file: decodeURIComponent(url.pathname.replace(/^\/art\//, "")) },
          clientIp: "198.51.100.20",
        }),
      );
    };
    expect((await art()).status).toBe(200);

    for (let index = 0; index < 4; index++) {
      const drawn = await cardResponse(
        "plan",
        planQuery({ adults: String(index + 1) }),
        `198.51.100.${30 + index}`,
      );
      expect(drawn.status).toBe(200);
      expect((await pngOf(drawn)).length).toBeGreaterThan(50_000);
    }

    // Served from memory: answered without a render being queued.
    const queued = renderLimiter.nextQueued().then(() => "drawn again");
    const answered = art().then(() => "from memory");
    expect(await Promise.race([answered, queued])).toBe("from memory");
  });
});

describe("share cards draw only what their page shows", () => {
  const pageShowsGroup = async (query: URLSearchParams) => {
    const outcome = await call(groupLoader, new Request(`${SITE}/trips/group?${query}`));
    const data = outcome.data as { results: { chosen: { cardPath: string } | null } | null };
    return data.results?.chosen?.cardPath ?? null;
  };
  const pageShowsPlan = async (query: URLSearchParams) => {
    const outcome = await call(planLoader, new Request(`${SITE}/trips/plan?${query}`));
    // The planner shows a plan when its loader hands over an estimate to draw.
    const { estimate } = outcome.data as { estimate?: object | null };
    if (estimate === undefined) throw new Error("The planner's loader data has no estimate field");
    return estimate !== null;
  };

  it("a group card exists exactly when the group page shows that destination, and is the page's own", async () => {
    const queries = {
      shown: groupQuery(),
      past: groupQuery({ departureDate: ahead(-10), returnDate: ahead(-5) }),
      "hex id": groupQuery({ destination: "0x67" }),
      "unknown destination": groupQuery({ destination: "9" }),
      "one party": new URLSearchParams({
        departureDate: ahead(30),
        returnDate: ahead(34),
        from1: "LIS",
        adults1: "2",
        destination: "103",
      }),
      "an infant per adult at most": groupQuery({ infants2: "2" }),
      "still editing": groupQuery({ add: "1" }),
    };
    for (const [name, query] of Object.entries(queries)) {
      const cardPath = await pageShowsGroup(query);
      const answer = await cardResponse("group", query, "198.51.100.40");
      expect({ name, status: answer.status }).toEqual({ name, status: cardPath ? 200 : 404 });
      if (!cardPath) continue;
      const pagesOwn = await cardResponse(
        "group",
        new URL(cardPath, SITE).searchParams,
        "198.51.100.41",
      );
      expect((await pngOf(pagesOwn)).equals(await pngOf(answer))).toBe(true);
    }
  });

  it("a plan card exists exactly when the planner shows the plan, with the planner's figures", async () => {
    const queries = {
      shown: planQuery(),
      past: planQuery({ departureDate: ahead(-10), returnDate: ahead(-5) }),
      "written-out id": planQuery({ destination: "1e2" }),
      "unknown origin": planQuery({ departure_area_code: "Atlantis" }),
      "return before departure": planQuery({ returnDate: ahead(20) }),
    };
    for (const [name, query] of Object.entries(queries)) {
      const shown = await pageShowsPlan(query);
      const answer = await card("plan", query, "198.51.100.50");
      expect({ name, status: answer.status }).toEqual({ name, status: shown ? 200 : 404 });
    }
    // Sights ticked for another destination: the planner plans all of Lisbon's, and so does the card.
    const strangers = new URLSearchParams([
      ...planQuery(),
      ["plan", "1"],
      ["attraction", "kyoto-temple"],
    ]);
    expect(await pageShowsPlan(strangers)).toBe(true);
    const [own, borrowed] = await Promise.all([
      cardResponse("plan", planQuery(), "198.51.100.51"),
      cardResponse("plan", strangers, "198.51.100.52"),
    ]);
    expect((await pngOf(borrowed)).equals(await pngOf(own))).toBe(true);
  });
});
