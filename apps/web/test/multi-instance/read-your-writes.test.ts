// "Published: the site shows this version now" holds for the very next request, whichever
// instance answers it (decision 171): an editor publishes through one production server, and
// once the page says so, the other server's next answer shows the new text. Both hold the
// catalogue from before, and neither checks it on its timer during the test (the interval is
// 45 s); no request waits for anything to happen by itself.
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
  return { status: answer.status, text: await answer.text() };
};

/** The cookies an answer sets, as a Cookie header beside `cookie`. */
const withCookies = (cookie: string, answer: Response) =>
  [cookie, ...answer.headers.getSetCookie().map((line) => line.split(";")[0]!)].join("; ");

describe("a publish, read through another instance", () => {
  it("once the editor is told it is published, the very next request to either instance shows it", async () => {
    const before = await services.destinationEdits.get(101);
    const summary = `Published through one instance, read through the other (${Date.now()}).`;
    // Both instances hold the catalogue as it was.
    for (const instance of [one, two]) {
      const lisbon = await page(instance, "/destinations/101");
      expect(lisbon.status).toBe(200);
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
    const told = await page(
      one,
      published.headers.get("Location")!,
      withCookies(cookie, published),
    );
    expect(told.text).toContain("Published: the site shows this version now.");

    // The very next request to the other instance, and to the one that answered the editor.
    expect((await page(two, "/destinations/101")).text).toContain(summary);
    expect((await page(one, "/destinations/101")).text).toContain(summary);
  });
});
