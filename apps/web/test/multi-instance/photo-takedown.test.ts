// A photo an editor removes through one instance stops being served by every instance: its
// renditions and private original leave Storage, which each instance reads on every request
// (issue 41, finding 2). Two production servers over one emulator set.
import type { SuiteEmulators } from "@travel/firebase-emulators";
import {
  createFirebaseServices,
  DEMO_EDITOR,
  ensureDemoEditor,
  type FirebaseServices,
  loadFirebaseConfig,
} from "@travel/firebase-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../emulator-rest";
import { phonePhoto } from "../pictures";
import { suiteEmulators } from "../harness/site.mjs";
import { type Instance, startInstance } from "./processes";

/** The bound: a takedown reaches every instance within a minute. */
const TAKEDOWN_MS = 60_000;

let emulators: SuiteEmulators;
let services: FirebaseServices;
let one: Instance;
let two: Instance;

beforeAll(async () => {
  // Its own project on the run's emulators, seeded with the catalogue.
  emulators = await suiteEmulators("demo-travel-takedown");
  // This process reads and lists Storage through the same emulators (test/emulator-rest.ts).
  Object.assign(process.env, emulators.env);
  services = createFirebaseServices(loadFirebaseConfig(emulators.env));
  await ensureDemoEditor(services);
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

/** The demo editor signed in through `instance`'s form: the session cookie. */
async function editorCookie(instance: Instance): Promise<string> {
  const answer = await fetch(`${instance.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: instance.url },
    body: new URLSearchParams({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
  });
  await answer.arrayBuffer();
  expect(answer.status).toBe(303);
  const session = answer.headers.getSetCookie().find((line) => line.startsWith("__session="));
  expect(session).toBeDefined();
  return session!.split(";")[0]!;
}

const post = async (
  instance: Instance,
  path: string,
  cookie: string,
  body: FormData | URLSearchParams,
) => {
  const answer = await fetch(`${instance.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: instance.url },
    body,
  });
  await answer.arrayBuffer();
  return answer.status;
};

const statusOf = async (instance: Instance, path: string) => {
  const answer = await fetch(`${instance.url}${path}`);
  await answer.arrayBuffer();
  return answer.status;
};

describe("a removed photo", () => {
  it(
    "answers 404 on both instances, and its renditions and original are gone",
    async () => {
      const cookie = await editorCookie(one);
      const upload = new FormData();
      upload.set("version", "0");
      upload.set("alt", "The castle above the old town");
      upload.set("credit", "Ana Photographer");
      upload.set("licence", "CC BY 4.0");
      const photo = await phonePhoto({ width: 900, height: 600 });
      upload.set("photo", new File([new Uint8Array(photo)], "castle.jpg", { type: "image/jpeg" }));
      expect(await post(one, "/admin/destinations/101/photos", cookie, upload)).toBe(303);
      const edit = await services.destinationEdits.get(101);
      const photoId = edit?.draft.photos?.[0]?.id ?? "";
      expect(photoId).not.toBe("");
      const renditions = ["640.webp", "640.avif", "828.webp"].map(
        (file) => `/content/photos/${photoId}/${file}`,
      );
      for (const instance of [one, two])
        for (const path of renditions) expect(await statusOf(instance, path)).toBe(200);

      // Removed through the other instance, as the photo page's button posts it.
      const remove = new URLSearchParams({
        intent: "remove",
        photoId,
        version: String(edit!.version),
      });
      expect(
        await post(two, "/admin/destinations/101/photos", await editorCookie(two), remove),
      ).toBe(303);

      await expect
        .poll(
          async () =>
            Promise.all(
              [one, two].flatMap((instance) => renditions.map((path) => statusOf(instance, path))),
            ),
          { timeout: TAKEDOWN_MS, interval: 1000 },
        )
        .toEqual(Array(renditions.length * 2).fill(404));
      expect(await storedFiles(`content/photos/${photoId}/`)).toEqual([]);
      expect(await storedFiles(`content-originals/${photoId}`)).toEqual([]);
      // The upload, the sign-ins and a whole minute of waiting at most.
    },
    TAKEDOWN_MS + 90_000,
  );
});
