import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ACCOUNT_DELETION_MESSAGES, accountDeletionSchema } from "./account-deletion.js";

const fieldErrors = (result: ReturnType<typeof accountDeletionSchema.safeParse>) =>
  result.success ? {} : z.flattenError(result.error).fieldErrors;

describe("accountDeletionSchema", () => {
  it("takes a password or an e-mail, with the box ticked", () => {
    expect(accountDeletionSchema.parse({ currentPassword: "secret-1", confirm: "yes" })).toEqual({
      currentPassword: "secret-1",
      confirm: "yes",
    });
    expect(
      accountDeletionSchema.parse({ confirmEmail: " ada@example.com ", confirm: "yes" }),
    ).toEqual({ confirmEmail: "ada@example.com", confirm: "yes" });
  });

  it("asks for the box and for a proof", () => {
    expect(fieldErrors(accountDeletionSchema.safeParse({ currentPassword: "x" }))).toEqual({
      confirm: [ACCOUNT_DELETION_MESSAGES.confirmMissing],
    });
    expect(fieldErrors(accountDeletionSchema.safeParse({ confirm: "yes" }))).toEqual({
      currentPassword: [ACCOUNT_DELETION_MESSAGES.proofMissing],
    });
  });

  it("refuses values longer than any real one", () => {
    expect(
      accountDeletionSchema.safeParse({ currentPassword: "x".repeat(5000), confirm: "yes" })
        .success,
    ).toBe(false);
    expect(
      accountDeletionSchema.safeParse({ confirmEmail: `${"a".repeat(400)}@x.io`, confirm: "yes" })
        .success,
    ).toBe(false);
  });
});
