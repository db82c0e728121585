import { afterEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../test/route-args";

/** The route with a fresh configuration read from the environment as it is now. */
async function freshOutboxRoute() {
  vi.resetModules();
  const mail = await import("~/features/home/mail.server");
  const outbox = mail.createMemoryOutbox();
  mail.setOutbox(outbox);
  // No Auth emulator runs here; the held links have tests of their own.
  const heldMail = await import("~/features/account/held-auth-mail.server");
  heldMail.setHeldMessagesSource(async () => []);
  const route = await import("./dev.outbox");
  const load = () => route.loader(routeArgs(new Request("http://localhost/dev/outbox")));
  return { outbox, load };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const EMULATOR_HOSTS = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
];

/** bin/up, dev and the tests: every emulator and a demo- project. */
function stubLocalRun() {
  vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
  vi.stubEnv("FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080");
  vi.stubEnv("FIREBASE_STORAGE_EMULATOR_HOST", "127.0.0.1:9199");
  vi.stubEnv("FIREBASE_PROJECT_ID", "demo-travel");
}

describe("development outbox", () => {
  it("is served by the production build on the emulators (bin/up), where no mail leaves", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
    stubLocalRun();
    const { outbox, load } = await freshOutboxRoute();
    await outbox.send({
      to: "ana@example.com",
      kind: "newsletter-confirmation",
      message: { subject: "Confirm", text: "Open the link", html: "" },
      links: [],
    });
    const { mails } = await load();
    expect(mails.map((mail) => mail.to)).toEqual(["ana@example.com"]);
  });

  it("lists queued mails of every kind with their links, as this site's paths", async () => {
    vi.stubEnv("NODE_ENV", "development");
    stubLocalRun();
    const { outbox, load } = await freshOutboxRoute();
    await outbox.send({
      to: "ana@example.com",
      kind: "newsletter-confirmation",
      message: { subject: "Confirm", text: "Open the link", html: "<p>Open</p>" },
      links: [
        {
          label: "Confirm my subscription",
          url: "http://localhost:3000/newsletter/confirm?token=abc",
        },
      ],
    });
    await outbox.send({
      to: "bob@example.com",
      kind: "password-reset",
      message: { subject: "Reset", text: "Reset it", html: "" },
      links: [],
    });
    const { mails } = await load();
    expect(mails.map((mail) => [mail.to, mail.kind, mail.subject])).toEqual([
      ["bob@example.com", "password-reset", "Reset"],
      ["ana@example.com", "newsletter-confirmation", "Confirm"],
    ]);
    expect(mails[1]?.links).toEqual([
      { label: "Confirm my subscription", href: "/newsletter/confirm?token=abc" },
    ]);
  });

  it("answers 503 with Retry-After when Firestore misses its deadline, never a 500", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
    stubLocalRun();
    const { outbox, load } = await freshOutboxRoute();
    const { BackendTimeoutError } = await import("@travel/firebase-client");
    vi.spyOn(outbox, "listRecent").mockRejectedValue(
      new BackendTimeoutError("Firestore: list the outbox", 1000),
    );
    const refusal = await load().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refusal).toBeInstanceOf(Response);
    const response = refusal as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({
      message: "We could not reach our data just now. Please try again in a moment.",
    });
  });

  it("does not exist in production: 404, and the mails are never read", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
    vi.stubEnv("SITE_URL", "https://wayfarer.example");
    // A real project: no emulator in the environment (blank counts as unset).
    for (const name of EMULATOR_HOSTS) vi.stubEnv(name, "");
    const { outbox, load } = await freshOutboxRoute();
    const listRecent = vi.spyOn(outbox, "listRecent");
    await expect(load()).rejects.toMatchObject({ status: 404 });
    expect(listRecent).not.toHaveBeenCalled();
  });

  it("does not exist with one stray emulator variable, in production or development: 404, mails never read", async () => {
    for (const nodeEnv of ["production", "development"]) {
      vi.unstubAllEnvs();
      vi.stubEnv("NODE_ENV", nodeEnv);
      vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
      vi.stubEnv("SITE_URL", "https://wayfarer.example");
      for (const name of [...EMULATOR_HOSTS, "FIREBASE_PROJECT_ID", "GCLOUD_PROJECT"])
        vi.stubEnv(name, "");
      // A real project's id and one emulator host left over in the deployment's environment.
      vi.stubEnv("FIREBASE_PROJECT_ID", "wayfarer-prod");
      vi.stubEnv("FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080");
      const { outbox, load } = await freshOutboxRoute();
      const listRecent = vi.spyOn(outbox, "listRecent");
      await expect(load(), nodeEnv).rejects.toMatchObject({ status: 404 });
      expect(listRecent).not.toHaveBeenCalled();
    }
  });

  it("needs a demo- project even with every emulator host set", async () => {
    vi.stubEnv("NODE_ENV", "development");
    stubLocalRun();
    vi.stubEnv("FIREBASE_PROJECT_ID", "wayfarer-prod");
    vi.stubEnv("GCLOUD_PROJECT", "");
    const { load } = await freshOutboxRoute();
    await expect(load()).rejects.toMatchObject({ status: 404 });
  });
});
