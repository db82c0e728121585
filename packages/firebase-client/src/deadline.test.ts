import { describe, expect, it } from "vitest";
import {
  asBackendError,
  BackendTimeoutError,
  BackendUnavailableError,
  isBackendUnavailable,
  withDeadline,
} from "./deadline.js";

const never = () => new Promise<never>(() => {});
const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("withDeadline", () => {
  it("gives the work's result when it answers in time", async () => {
    await expect(withDeadline(later("profile", 5), 200, "read profile")).resolves.toBe("profile");
  });

  it("rejects with a BackendTimeoutError naming the call once the deadline passes", async () => {
    const started = performance.now();
    const error = await withDeadline(never(), 50, "Firestore: read profile").catch(
      (caught: unknown) => caught,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect(error).toBeInstanceOf(BackendUnavailableError);
    expect((error as BackendTimeoutError).what).toBe("Firestore: read profile");
    expect((error as BackendTimeoutError).deadlineMs).toBe(50);
  });

  it("passes the work's own failure through unchanged", async () => {
    const refusal = new Error("permission denied");
    await expect(withDeadline(Promise.reject(refusal), 200, "write")).rejects.toBe(refusal);
  });

  it("does not leave a late failure unhandled after timing out", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const late = new Promise((_, reject) => setTimeout(() => reject(new Error("late")), 30));
      await expect(withDeadline(late, 5, "write")).rejects.toBeInstanceOf(BackendTimeoutError);
      await later(undefined, 60);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

describe("asBackendError", () => {
  it("reads gRPC UNAVAILABLE, refused connections and aborted fetches as an unavailable backend", () => {
    for (const error of [
      Object.assign(new Error("14 UNAVAILABLE"), { code: 14 }),
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNRESET" } }),
      Object.assign(new Error("timed out"), { name: "TimeoutError" }),
      Object.assign(new Error("network"), { code: "app/network-error" }),
    ]) {
      expect(isBackendUnavailable(asBackendError(error, "Auth")), error.message).toBe(true);
    }
  });

  it("leaves answers that are the caller's business alone", () => {
    const notFound = Object.assign(new Error("no user"), { code: "auth/user-not-found" });
    const exists = Object.assign(new Error("6 ALREADY_EXISTS"), { code: 6 });
    expect(asBackendError(notFound, "Auth")).toBe(notFound);
    expect(asBackendError(exists, "Firestore")).toBe(exists);
  });
});
