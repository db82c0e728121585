import { afterEach, describe, expect, it, vi } from "vitest";

/** The route with a fresh configuration read from the environment as it is now. */
async function freshOutboxRoute() {
  vi.resetModules();
  const mail = await import("~/features/home/mail.server");
  const outbox = mail.createMemoryOutbox();
  mail.setOutbox(outbox);
  const route = await import("./dev.outbox");
  const load = () =>
    route.loader({ request: new Request("http://localhost/dev/outbox"), params: {}, context: {} });
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

describe("development outbox", () => {
  it("is served by the production build on the emulators (bin/up), where no mail leaves", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080");
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
});
