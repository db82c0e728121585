import type { HeldMessage } from "@travel/firebase-client";
import { getServices } from "../../lib/services.server";
import { errorDetails, serverLog } from "../../lib/http/request-log.server";

/**
 * The password-reset and verification mails the Auth emulator holds instead of sending, as
 * links to this site's own pages (not the emulator's), for the development outbox. Only the
 * outbox reads this, and only where it exists (isOutboxAvailable); on a real project the
 * service returns nothing without asking anyone.
 */
export interface HeldAuthMail {
  kind: HeldMessage["kind"];
  to: string;
  subject: string;
  link: { label: string; href: string };
}

type Source = () => Promise<HeldMessage[]>;
let source: Source | undefined;

/** Replaces where held messages come from (tests). */
export function setHeldMessagesSource(next: Source | undefined): void {
  source = next;
}

export async function listHeldAuthMail(): Promise<HeldAuthMail[]> {
  let held: HeldMessage[];
  try {
    held = await (source ?? (() => getServices().accountEmails.heldMessages()))();
  } catch (error) {
    // The queued mail is still worth showing when the Auth emulator cannot be asked.
    serverLog().warn(
      errorDetails(error),
      "Development outbox: the Auth emulator's messages could not be read",
    );
    return [];
  }
  // The emulator lists in the order it made them: newest first, like the rest of the outbox.
  return held.reverse().map(({ kind, email, oobCode }) => {
    const code = new URLSearchParams({ oobCode });
    return kind === "password-reset"
      ? {
          kind,
          to: email,
          subject: "Reset your Wayfarer password",
          link: { label: "Choose a new password", href: `/auth/reset-password?${code}` },
        }
      : {
          kind,
          to: email,
          subject: "Verify your email for Wayfarer",
          link: { label: "Verify my email address", href: `/auth/verify-email?${code}` },
        };
  });
}
