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
