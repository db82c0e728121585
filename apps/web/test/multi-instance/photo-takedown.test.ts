// A photo an editor removes through one instance stops being served by every instance: its
// renditions and private original leave Storage, which each instance reads on every request
// (issue 41, finding 2). Two production servers over one emulator set.
import type { SuiteEmulators } from "@travel/firebase-emulators";
import {
  createFirebaseServices,
  ensureDemoEditor,
  type FirebaseServices,
  loadFirebaseConfig,
} from "@travel/firebase-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../emulator-rest";
import { phonePhoto } from "../pictures";
import { suiteEmulators } from "../harness/site.mjs";
import { draftForm } from "../destination-form-fields";
import { editorCookie, post, statusOf } from "./editor-requests";
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

describe("a removed photo", () => {
  it(
    "answers 404 on both instances, and its renditions and original are gone",
    async () => {
      const cookie = await editorCookie(one);
      // Added through the edit form's first photo slot (as without JavaScript), then saved.
      const before = await services.destinationEdits.get(101);
      const upload = draftForm(before!.draft, before!.version);
      upload.set("newPhotos[0].alt", "The castle above the old town");
      upload.set("newPhotos[0].credit", "Ana Photographer");
      upload.set("newPhotos[0].licence", "CC BY 4.0");
      const photo = await phonePhoto({ width: 900, height: 600 });
      upload.set(
        "newPhotos[0].file",
        new File([new Uint8Array(photo)], "castle.jpg", { type: "image/jpeg" }),
      );
      expect(await post(one, "/admin/destinations/101", cookie, upload)).toBe(303);
      const edit = await services.destinationEdits.get(101);
      const photoId = edit?.draft.photos?.[0]?.id ?? "";
      expect(photoId).not.toBe("");
      const renditions = ["640.webp", "640.avif", "828.webp"].map(
        (file) => `/content/photos/${photoId}/${file}`,
      );
      for (const instance of [one, two])
        for (const path of renditions) expect(await statusOf(instance, path)).toBe(200);

      // Removed through the other instance, as the photo's button posts the form.
      const remove = draftForm(edit!.draft, edit!.version, { intent: `remove-photo:${photoId}` });
      expect(await post(two, "/admin/destinations/101", await editorCookie(two), remove)).toBe(303);

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
