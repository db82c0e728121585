import { describe, expect, it } from "vitest";
import {
  emailVerificationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "./account-recovery.js";
import { PASSWORD_MAX_LENGTH } from "./validation.js";

const fieldErrors = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success
    ? {}
    : Object.fromEntries(
        (result.error?.issues as { path: string[]; message: string }[]).map((issue) => [
          issue.path.join("."),
          [issue.message],
        ]),
      );

const code = "kF3x-_0aB9kF3x-_0aB9kF3x";

describe("passwordResetRequestSchema", () => {
  it("takes a trimmed address", () => {
    expect(passwordResetRequestSchema.parse({ email: "  ana@example.com " })).toEqual({
      email: "ana@example.com",
    });
  });

  it("refuses a blank or malformed address with a readable message", () => {
    expect(fieldErrors(passwordResetRequestSchema.safeParse({ email: "" }))).toEqual({
      email: ["Enter your email address."],
    });
    expect(fieldErrors(passwordResetRequestSchema.safeParse({ email: "ana" }))).toEqual({
      email: ["Enter an email address like name@example.com."],
    });
  });
});

describe("passwordResetSchema", () => {
  const valid = { oobCode: code, newPassword: "new-secret", confirmPassword: "new-secret" };

  it("accepts a matching new password of the sign-up length", () => {
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
  });

  it("applies the password change's rules: length, confirmation", () => {
    expect(
      fieldErrors(
        passwordResetSchema.safeParse({ ...valid, newPassword: "abc", confirmPassword: "abc" }),
      ),
    ).toEqual({ newPassword: ["Use at least 6 characters."] });
    expect(
      fieldErrors(passwordResetSchema.safeParse({ ...valid, confirmPassword: "new-secreT" })),
    ).toEqual({ confirmPassword: ["The passwords don't match."] });
    expect(fieldErrors(passwordResetSchema.safeParse({ ...valid, confirmPassword: "" }))).toEqual({
      confirmPassword: ["Confirm your new password."],
    });
    const long = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(
      fieldErrors(
        passwordResetSchema.safeParse({ ...valid, newPassword: long, confirmPassword: long }),
      ),
    ).toEqual({
      newPassword: [`Use at most ${PASSWORD_MAX_LENGTH} characters.`],
      confirmPassword: [`Use at most ${PASSWORD_MAX_LENGTH} characters.`],
    });
  });

  it("refuses a code that cannot come from a link", () => {
    for (const oobCode of ["", "short", "has spaces in it!", "x".repeat(201)]) {
      expect(fieldErrors(passwordResetSchema.safeParse({ ...valid, oobCode }))).toEqual({
        oobCode: ["This link is incomplete. Please open the full link from the e-mail."],
      });
    }
  });
});

describe("emailVerificationSchema", () => {
  it("takes a code and refuses anything else", () => {
    expect(emailVerificationSchema.parse({ oobCode: code })).toEqual({ oobCode: code });
    expect(emailVerificationSchema.safeParse({ oobCode: "<script>" }).success).toBe(false);
  });
});
