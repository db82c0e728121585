import { describe, expect, it } from "vitest";
import {
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_UNAVAILABLE,
  passwordChangeMessage,
} from "./password-change-messages";

describe("passwordChangeMessage", () => {
  it("says the spec's words for each result", () => {
    expect(passwordChangeMessage({ ok: true })).toEqual({
      kind: "success",
      message: "Password changed successfully!",
    });
    expect(passwordChangeMessage({ ok: false, error: "wrong-password" })).toEqual({
      kind: "error",
      message: "Current password is incorrect.",
    });
    expect(passwordChangeMessage({ ok: false, error: "not-signed-in" })).toEqual({
      kind: "error",
      message: "No user is logged in.",
    });
  });

  it.each(["weak-password", "no-user", "too-many-attempts", "unknown"] as const)(
    "gives the generic message for %s",
    (error) => {
      expect(passwordChangeMessage({ ok: false, error })).toEqual({
        kind: "error",
        message: "An error occurred while changing password.",
      });
    },
  );

  it("tells a timed-out change apart from a failed one", () => {
    expect(passwordChangeMessage({ ok: false, error: "unavailable" })).toEqual({
      kind: "error",
      message: PASSWORD_CHANGE_UNAVAILABLE,
    });
    expect(PASSWORD_CHANGE_UNAVAILABLE).not.toBe(PASSWORD_CHANGE_MESSAGES.failed);
  });

  it("keeps the spec's exact messages", () => {
    expect(PASSWORD_CHANGE_MESSAGES).toEqual({
      success: "Password changed successfully!",
      wrongPassword: "Current password is incorrect.",
      notSignedIn: "No user is logged in.",
      failed: "An error occurred while changing password.",
    });
  });
});
