import { afterEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../test/route-args";

/** The outbox route with a fresh configuration, its queued mail in memory and held links given. */
async function outboxWith(
  held: { kind: "password-reset" | "email-verification"; email: string; oobCode: string }[],
) {
  vi.resetModules();
  const mail = await import("~/features/home/mail.server");
  mail.setOutbox(mail.createMemoryOutbox());
  const heldMail = await import("~/features/account/held-auth-mail.server");
  const source = vi.fn(async () => held.map((message) => ({ ...message })));
  heldMail.setHeldMessagesSource(source);
  const route = await import("./dev.outbox");
  const load = () => route.loader(routeArgs(new Request("http://localhost/dev/outbox")));
  return { load, source };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("development outbox: links the Auth emulator holds", () => {
  it("lists reset and verification links as this site's pages, newest first", async () => {
    vi.stubEnv("NODE_ENV", "development");
    // A local run: every emulator and a demo- project.
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080");
    vi.stubEnv("FIREBASE_STORAGE_EMULATOR_HOST", "127.0.0.1:9199");
    vi.stubEnv("FIREBASE_PROJECT_ID", "demo-travel");
    const { load } = await outboxWith([
      { kind: "email-verification", email: "ana@example.com", oobCode: "verify_code-1" },
      { kind: "password-reset", email: "bob@example.com", oobCode: "reset_code-2" },
    ]);
    const { heldAuthMail } = await load();
    expect(heldAuthMail).toEqual([
      {
        kind: "password-reset",
        to: "bob@example.com",
        subject: "Reset your Wayfarer password",
        link: { label: "Choose a new password", href: "/auth/reset-password?oobCode=reset_code-2" },
      },
      {
        kind: "email-verification",
        to: "ana@example.com",
        subject: "Verify your email for Wayfarer",
        link: {
          label: "Verify my email address",
          href: "/auth/verify-email?oobCode=verify_code-1",
        },
      },
    ]);
  });

  it("does not exist on a real project: 404, and the held links are never asked for", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
    vi.stubEnv("SITE_URL", "https://wayfarer.example");
    for (const name of [
      "FIREBASE_AUTH_EMULATOR_HOST",
      "FIRESTORE_EMULATOR_HOST",
      "FIREBASE_STORAGE_EMULATOR_HOST",
    ])
      vi.stubEnv(name, "");
    const { load, source } = await outboxWith([
      { kind: "password-reset", email: "bob@example.com", oobCode: "reset_code-2" },
    ]);
    await expect(load()).rejects.toMatchObject({ status: 404 });
    expect(source).not.toHaveBeenCalled();
  });
});
