import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./validation.js";

/** The messages of the account deletion form (My Profile's danger zone). */
export const ACCOUNT_DELETION_MESSAGES = {
  confirmMissing: "Tick the box to confirm that you want to delete your account for good.",
  proofMissing: "Enter your current password to delete your account.",
} as const;

/**
 * The danger zone's form: the confirmation box, and the proof that it is the account's owner —
 * the current password, or (accounts without one) the account's e-mail address typed again.
 * Lengths are bounded before anything else looks at the values.
 */
export const accountDeletionSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    confirmEmail: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    confirm: z.literal("yes", { error: ACCOUNT_DELETION_MESSAGES.confirmMissing }),
  })
  .refine((form) => Boolean(form.currentPassword || form.confirmEmail), {
    path: ["currentPassword"],
    error: ACCOUNT_DELETION_MESSAGES.proofMissing,
  });
