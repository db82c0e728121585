// A shared plan is live across instances (decision 181): a vote, a new place or a joining party
// posted through one production server reaches a member's open event stream on the other, whose
// only link to the first is Firestore; a removal through one ends the removed member's stream on
// the other. No timing bars: each test waits for the event it expects (Vitest's own bounds).
import type { SuiteEmulators } from "@travel/firebase-emulators";
import {
  createFirebaseServices,
  type FirebaseServices,
  loadFirebaseConfig,
} from "@travel/firebase-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suiteEmulators } from "../harness/site.mjs";
import { type Instance, startInstance } from "./processes";

let emulators: SuiteEmulators;
let services: FirebaseServices;
let one: Instance;
let two: Instance;

beforeAll(async () => {
  emulators = await suiteEmulators("demo-travel-live-plans");
  services = createFirebaseServices(loadFirebaseConfig(emulators.env));
  const env = {
    ...emulators.env,
    SESSION_SECRET: "instances-only-session-secret-0123456789abcdef",
  };
  [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
});

afterAll(async () => {
  await Promise.all([one, two].filter(Boolean).map((instance) => instance.stop()));
  await services?.close();
  await emulators?.stop();
});

/** A new account signed in through `instance`'s form: its uid and session cookie. */
async function traveller(instance: Instance, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@wayfarer.test`;
  const password = "correct-horse-42";
  const created = await services.auth.signUp({ email, password, firstName, lastName: "Live" });
  if (!created.ok) throw new Error(created.error);
  const answer = await fetch(`${instance.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: instance.url },
    body: new URLSearchParams({ email, password }),
  });
  await answer.arrayBuffer();
  const session = answer.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (!session) throw new Error("no session");
  return { uid: created.uid, cookie: session.split(";")[0]! };
}

const party = (name: string, originAirport: string, country: string) => ({
  name,
  originAirport,
  country,
  adults: 1,
  children: 0,
  infants: 0,
});

/** A plan `organiser` starts (through the services) and an invitation link's secret. */
async function planWithInvite(organiser: { uid: string }, name: string) {
  const created = await services.groupPlans.create(organiser.uid, {
    key: `live-${name.toLowerCase()}-key-0123456789`,
    name,
    nights: 4,
    party: party("Ana", "LIS", "pt"),
  });
  if (!created.ok) throw new Error(created.error);
  const invite = await services.groupPlans.createInvite(created.planId, organiser.uid);
  if (!invite.ok) throw new Error(invite.error);
  return { planId: created.planId, token: invite.token };
}

type Event = { name: string; data: { revision?: number; [key: string]: unknown } };

/** An open event stream: each event as it comes, and whether the server has ended it. */
async function openStream(instance: Instance, planId: string, cookie: string) {
  const controller = new AbortController();
  const answer = await fetch(`${instance.url}/trips/plans/${planId}/events`, {
    headers: { Cookie: cookie, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toContain("text/event-stream");
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let ended = false;
  const events: Event[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let split: number;
        while ((split = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data) as Event["data"] });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    /** Resolves with the first event (from `after` on) that `matches`. */
    async next(matches: (event: Event) => boolean, after = 0): Promise<Event> {
      for (;;) {
        const found = events.slice(after).find(matches);
        if (found) return found;
        if (ended)
          throw new Error(`the stream ended; events: ${events.map((e) => e.name).join(", ")}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => controller.abort(),
  };
}

const post = async (
  instance: Instance,
  path: string,
  cookie: string,
  fields: Record<string, string>,
) => {
  const answer = await fetch(`${instance.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: instance.url,
      Cookie: cookie,
    },
    body: new URLSearchParams(fields),
  });
  await answer.arrayBuffer();
  return answer.status;
};

describe("a shared plan across two instances", () => {
  it("a vote, a new place and a joining party posted through one reach a page open on the other", async () => {
    const ana = await traveller(one, "Ana");
    const ben = await traveller(two, "Ben");
    const { planId, token } = await planWithInvite(ana, "Live");

    // Ana watches on instance two; everything below is posted through instance one.
    const stream = await openStream(two, planId, ana.cookie);
    const first = await stream.next((event) => event.name === "plan");
    const joinPath = `/trips/plans/${planId}/join/${token}`;
    expect(
      await post(one, joinPath, ben.cookie, {
        name: "Ben",
        from: "BER",
        adults: "1",
        children: "0",
        infants: "0",
      }),
    ).toBe(303);
    const joined = await stream.next(
      (event) => event.name === "plan" && (event.data.parties as unknown[]).length === 2,
    );
    expect(joined.data.revision).toBeGreaterThan(first.data.revision ?? 0);

    const plan = `/trips/plans/${planId}`;
    expect(await post(one, plan, ben.cookie, { intent: "add-option", destinationId: "103" })).toBe(
      303,
    );
    await stream.next(
      (event) =>
        event.name === "plan" &&
        (event.data.options as { destinationId: number }[]).some((o) => o.destinationId === 103),
    );
    expect(
      await post(one, plan, ben.cookie, { intent: "vote", optionId: "103", vote: "for" }),
    ).toBe(303);
    const voted = await stream.next(
      (event) =>
        event.name === "plan" &&
        (event.data.options as { destinationId: number; votesFor: number }[]).some(
          (option) => option.destinationId === 103 && option.votesFor === 1,
        ),
    );
    expect(voted.data.revision).toBeGreaterThan(joined.data.revision ?? 0);
    stream.close();
  });

  it("a removal through one ends the removed member's stream on the other, which says why", async () => {
    const ana = await traveller(one, "Ana");
    const cleo = await traveller(two, "Cleo");
    const created = await planWithInvite(ana, "Removal");
    expect(
      (
        await services.groupPlans.join(
          created.planId,
          created.token,
          cleo.uid,
          party("Cleo", "JFK", "us"),
        )
      ).ok,
    ).toBe(true);

    const stream = await openStream(two, created.planId, cleo.cookie);
    await stream.next((event) => event.name === "plan");
    expect(
      await post(one, `/trips/plans/${created.planId}`, ana.cookie, {
        intent: "remove-party",
        memberUid: cleo.uid,
      }),
    ).toBe(303);
    const removed = await stream.next((event) => event.name === "removed");
    expect(String(removed.data.message)).toContain("removed your party");
    // The server ends the stream itself; the next request is refused too.
    await stream.next(() => false).catch(() => undefined);
    expect(stream.ended).toBe(true);
    const again = await fetch(`${two.url}/trips/plans/${created.planId}/events`, {
      headers: { Cookie: cleo.cookie },
    });
    await again.arrayBuffer();
    expect(again.status).toBe(403);
  });
});
