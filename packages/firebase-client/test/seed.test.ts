import { destinationSchema } from "@travel/domain";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { runSeed } from "../src/cli/seed.js";
import { DEMO_ACCOUNT, ensureDemoAccount } from "../src/demo-account.js";
import { defaultCatalogue, seedDefaultCatalogue } from "../src/catalogue/seed.js";
import { destinationWordsOf } from "../src/editorial/words.js";
import {
  admin,
  clearEmulators,
  closeServices,
  emulatorEnv,
  recordingLogger,
  services,
} from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("the seed step", () => {
  it("seeds the repository's catalogue, every destination valid", async () => {
    const set = services();
    const summary = await seedDefaultCatalogue(set.catalogue);
    expect(summary.destinations).toBe(defaultCatalogue.destinations.length);
    expect(summary.destinations).toBeGreaterThan(0);
    expect(summary.archived).toBe(defaultCatalogue.archivedDestinations?.length);
    const listed = await set.catalogue.listDestinations();
    expect(listed).toHaveLength(defaultCatalogue.destinations.length);
    for (const destination of listed)
      expect(destinationSchema.safeParse(destination).success).toBe(true);
    expect((await set.catalogue.listDestinationTypes()).map((t) => t.id)).toEqual(
      defaultCatalogue.destinationTypes.map((t) => t.id),
    );
  });

  it("stores each destination as published, with its summary and description rendered (decision 144)", async () => {
    const set = services();
    await seedDefaultCatalogue(set.catalogue);
    const written = defaultCatalogue.destinations.find((place) => place.description)!;
    const stored = await admin().firestore.doc(`destinations/${written.id}`).get();
    expect(stored.get("status")).toBe("published");
    expect(stored.get("words")).toEqual(destinationWordsOf(written));
    const words = await set.catalogue.listDestinationWords();
    expect(words.get(written.id)?.descriptionHtml).toMatch(/^<p>/);
    // A place built from open data has no words to show.
    const plain = defaultCatalogue.destinations.find((place) => !place.summary)!;
    expect(words.get(plain.id)).toEqual({
      summaryHtml: null,
      summaryText: null,
      descriptionHtml: null,
    });
  });

  it("also seeds straight into a Firestore", async () => {
    const summary = await seedDefaultCatalogue(admin().firestore);
    expect(summary.removed).toBe(0);
  });

  it("creates the demo account once; it can sign in and has a profile", async () => {
    const set = services();
    expect(await ensureDemoAccount(set)).toBe("created");
    expect(await ensureDemoAccount(set)).toBe("exists");
    const signedIn = await set.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect(await set.profiles.getProfile(signedIn.user.uid)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });

  it("runs as a command: catalogue and demo account, twice without harm", async () => {
    const { logger, lines } = recordingLogger();
    await runSeed(emulatorEnv(), logger);
    await runSeed(emulatorEnv(), logger);
    const messages = lines.map((line) => line.message);
    expect(messages).toContain(`demo account ${DEMO_ACCOUNT.email}: created`);
    expect(messages).toContain(`demo account ${DEMO_ACCOUNT.email}: already there`);
    expect(messages.filter((m) => m.startsWith("catalogue: "))).toHaveLength(2);
  });

  it("fails on a demo account it cannot create", async () => {
    const set = services();
    const failing = {
      auth: {
        ...set.auth,
        signUp: async () => ({ ok: false as const, error: "unknown" as const }),
      },
    };
    await expect(ensureDemoAccount(failing)).rejects.toThrow(/demo account failed: unknown/);
  });
});
