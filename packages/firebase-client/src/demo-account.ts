import type { FirebaseServices } from "./services.js";

/**
 * The account a fresh local site is seeded with, so there is something to sign in to.
 * Seeded against the emulators only: a known password has no place in a real project.
 */
export const DEMO_ACCOUNT = {
  email: "demo@wayfarer.test",
  password: "wayfarer-demo",
  firstName: "Ada",
  lastName: "Lovelace",
} as const;

/** Creates the demo account and its profile unless the e-mail is already registered. */
export async function ensureDemoAccount(
  services: Pick<FirebaseServices, "auth">,
): Promise<"created" | "exists"> {
  const created = await services.auth.signUp(DEMO_ACCOUNT);
  if (created.ok) return "created";
  if (created.error === "email-taken") return "exists";
  throw new Error(`Seeding the demo account failed: ${created.error}`);
}

/** The demo editor (docs/decisions/128): an account with the `editor` claim, emulators only. */
export const DEMO_EDITOR = {
  email: "editor@wayfarer.test",
  password: "wayfarer-editor",
  firstName: "Grace",
  lastName: "Hopper",
} as const;

/** Creates the demo editor unless it exists, and makes sure it holds the claim. */
export async function ensureDemoEditor(
  services: Pick<FirebaseServices, "auth" | "editors">,
): Promise<"created" | "exists"> {
  const created = await services.auth.signUp(DEMO_EDITOR);
  if (!created.ok && created.error !== "email-taken") {
    throw new Error(`Seeding the demo editor failed: ${created.error}`);
  }
  await services.editors.setEditor(DEMO_EDITOR.email, true);
  return created.ok ? "created" : "exists";
}
