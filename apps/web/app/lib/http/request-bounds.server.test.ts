import { describe, expect, it } from "vitest";
import {
  MAX_PATH_LENGTH,
  MAX_URL_LENGTH,
  overlongUrlReason,
  refuseOverlongUrl,
} from "#server/request-bounds.mjs";

function answer(url: string) {
  const sent: { status?: number; type?: string; body?: string; next: boolean } = { next: false };
  refuseOverlongUrl(
    { url },
    {
      status(code) {
        sent.status = code;
        return {
          type(type) {
            sent.type = type;
            return { send: (body) => (sent.body = body) };
          },
        };
      },
    },
    () => (sent.next = true),
  );
  return sent;
}

describe("refuseOverlongUrl", () => {
  it("answers / + 14,000 slashes + x with 414 before any route reads it", () => {
    expect(answer(`/${"/".repeat(14_000)}x`)).toEqual({
      status: 414,
      type: "text/plain",
      body: "This address is too long.",
      next: false,
    });
  });

  it("lets the site's own addresses through, long trip searches included", () => {
    expect(answer("/trips/search?departure_area_code=LIS&destination=NRT&adults=2").next).toBe(
      true,
    );
    expect(overlongUrlReason(`/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).toBeNull();
    expect(overlongUrlReason(`/trips?q=${"a".repeat(MAX_URL_LENGTH - 20)}`)).toBeNull();
  });

  it("refuses a path or a whole address one character over its bound", () => {
    expect(overlongUrlReason(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toBe("This address is too long.");
    expect(overlongUrlReason(`/trips?q=${"a".repeat(MAX_URL_LENGTH)}`)).toBe(
      "This address is too long.",
    );
  });
});
