import { z } from "zod";
import { emailField, newPasswordField, PASSWORD_MAX_LENGTH } from "./validation.js";

/** "Forgot password": only the address the reset link goes to. */
export const passwordResetRequestSchema = z.object({ email: emailField });

/** The one-time code of an e-mail link: URL-safe base64, as Firebase makes them. */
const ACTION_CODE_MAX_LENGTH = 200;
const linkIssue = "This link is incomplete. Please open the full link from the e-mail.";
export const actionCodeField = z
  .string({ error: linkIssue })
  .min(10, linkIssue)
  .max(ACTION_CODE_MAX_LENGTH, linkIssue)
  .regex(/^[\w-]+$/, linkIssue);

/**
 * Choosing a new password from a reset link: the same rules as a password change (length,
 * confirmation), without the current password, which the person has forgotten.
 */
export const passwordResetSchema = z
  .object({
    oobCode: actionCodeField,
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: "Confirm your new password." })
      .min(1, "Confirm your new password.")
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== "" && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({
        code: "custom",
        message: "The passwords don't match.",
        path: ["confirmPassword"],
      });
    }
  });

/** Confirming an address from a verification link. */
export const emailVerificationSchema = z.object({ oobCode: actionCodeField });
