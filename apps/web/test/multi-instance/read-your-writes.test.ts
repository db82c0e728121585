// "Published: the site shows this version now" (decisions 171 and 197): an editor publishes
// through one production server, and once the page says so the editor's next request to either
// server shows the new text, and so does every visitor's request that arrives FRESH_WITHIN_MS
// (1 s) after it, though both servers hold the old page in their page cache. Both hold the
// catalogue from before, and neither checks it on its timer during the test (the interval is
// 45 s); the only wait is the bound itself, which holds whatever the machine's speed.
import type { SuiteEmulators } from "@travel/firebase-emulators";
import {
  createFirebaseServices,
  ensureDemoEditor,
  type FirebaseServices,
  loadFirebaseConfig,
} from "@travel/firebase-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suiteEmulators } from "../harness/site.mjs";
import { draftForm } from "../destination-form-fields";
import { editorCookie, send } from "./editor-requests";
import { type Instance, startInstance } from "./processes";

let emulators: SuiteEmulators;
let services: FirebaseServices;
let one: Instance;
let two: Instance;

beforeAll(async () => {
  emulators = await suiteEmulators("demo-travel-read-your-writes");
  services = createFirebaseServices(loadFirebaseConfig(emulators.env));
  await ensureDemoEditor(services);
  const env = {
    ...emulators.env,
    SESSION_SECRET: "instances-only-session-secret-0123456789abcdef",
    CATALOGUE_CHECK_SECONDS: "45",
  };
  [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
});

afterAll(async () => {
  await Promise.all([one, two].filter(Boolean).map((instance) => instance.stop()));
  await services?.close();
  await emulators?.stop();
});

const page = async (instance: Instance, path: string, cookie = "") => {
  const answer = await fetch(`${instance.url}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return {
    status: answer.status,
    text: await answer.text(),
    fromCache: answer.headers.get("x-page-cache") === "hit",
  };
};

/** The page cache's bound on a visitor's view of the catalogue (public-pages.server.ts). */
const FRESH_WITHIN_MS = 1_000;

/** The cookies an answer sets, as a Cookie header beside `cookie`. */
const withCookies = (cookie: string, answer: Response) =>
  [cookie, ...answer.headers.getSetCookie().map((line) => line.split(";")[0]!)].join("; ");

describe("a publish, read through another instance", () => {
  it("once the editor is told, their next request to either instance shows it, and every visitor's a second later", async () => {
    const before = await services.destinationEdits.get(101);
    const summary = `Published through one instance, read through the other (${Date.now()}).`;
    // Both instances hold the catalogue as it was, and the page in their page cache.
    for (const instance of [one, two]) {
      // A fresh process's first pages read the catalogue, the posts and the stored rates, each a
      // change of what pages are made from: the page is kept once those have been read.
      let lisbon = await page(instance, "/destinations/101");
      for (let tries = 0; !lisbon.fromCache && tries < 5; tries++)
        lisbon = await page(instance, "/destinations/101");
      expect(lisbon.status).toBe(200);
      expect(lisbon.fromCache).toBe(true);
      expect(lisbon.text).not.toContain(summary);
    }

    const cookie = await editorCookie(one);
    // An edit followed directly by Publish: the form as on screen, the new summary in it.
    const published = await send(
      one,
      "/admin/destinations/101",
      cookie,
      draftForm(before!.draft, before!.version, { summary, intent: "publish" }),
    );
    expect(published.status).toBe(303);
    const editor = withCookies(cookie, published);
    const told = await page(one, published.headers.get("Location")!, editor);
    const toldAt = Date.now();
    expect(told.text).toContain("Published: the site shows this version now.");

    // The editor's very next request to the other instance, and to the one that answered them.
    expect((await page(two, "/destinations/101", editor)).text).toContain(summary);
    expect((await page(one, "/destinations/101", editor)).text).toContain(summary);
    // A visitor of the instance that published sees it at once: its page cache was dropped.
    expect((await page(one, "/destinations/101")).text).toContain(summary);

    // Every visitor's request that arrives the bound after it, on either instance.
    await new Promise((resolve) => setTimeout(resolve, toldAt + FRESH_WITHIN_MS + 50 - Date.now()));
    for (const instance of [two, one]) {
      const visitor = await page(instance, "/destinations/101");
      expect(visitor.text).toContain(summary);
      // And it is kept again: the next visitor gets the new page from the cache.
      const next = await page(instance, "/destinations/101");
      expect(next.fromCache).toBe(true);
      expect(next.text).toBe(visitor.text);
    }
  });
});
