import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  asBackendError,
  BackendTimeoutError,
  BackendUnavailableError,
  DEADLINES_MS,
  forgetAnsweredBackends,
  isBackendUnavailable,
  Liveness,
  scaleDeadlines,
  type Watch,
  whileAnswering,
  withDeadline,
} from "./deadline.js";

const never = () => new Promise<never>(() => {});
const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("withDeadline", () => {
  // The backends these tests name have answered once: their calls get their own deadlines.
  beforeEach(async () => {
    for (const backend of ["Firestore", "Auth", "Storage", "read profile", "write"])
      await withDeadline(Promise.resolve(), 1, `${backend}: warm`);
  });
  afterEach(() => forgetAnsweredBackends());

  it("gives a backend's calls the cold-start allowance until it has first answered this process", async () => {
    vi.useFakeTimers();
    forgetAnsweredBackends();
    try {
      // Cold: a read with a 1 s deadline waits the allowance instead.
      const first = withDeadline(never(), DEADLINES_MS.read, "Firestore: read profile").catch(
        (caught: unknown) => caught,
      );
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.coldStart);
      expect(((await first) as BackendTimeoutError).deadlineMs).toBe(DEADLINES_MS.coldStart);
      // An unreachable backend has still not answered: the next call is cold too.
      const unreachable = Object.assign(new Error("connect ECONNREFUSED"), {
        code: "ECONNREFUSED",
      });
      await withDeadline(Promise.reject(unreachable), 1_000, "Firestore: read profile").catch(
        () => undefined,
      );
      const second = withDeadline(never(), DEADLINES_MS.read, "Firestore: read profile").catch(
        (caught: unknown) => caught,
      );
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.coldStart);
      expect(((await second) as BackendTimeoutError).deadlineMs).toBe(DEADLINES_MS.coldStart);
      // Once Firestore has answered (a refusal counts), its calls get their own deadline; Auth,
      // which has not, is still cold.
      await withDeadline(
        Promise.reject(new Error("permission denied")),
        1_000,
        "Firestore: x",
      ).catch(() => undefined);
      const warm = withDeadline(never(), DEADLINES_MS.read, "Firestore: read profile").catch(
        (caught: unknown) => caught,
      );
      const auth = withDeadline(never(), DEADLINES_MS.session, "Auth: verify session").catch(
        (caught: unknown) => caught,
      );
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.read);
      expect(((await warm) as BackendTimeoutError).deadlineMs).toBe(DEADLINES_MS.read);
      await vi.advanceTimersByTimeAsync(DEADLINES_MS.coldStart);
      expect(((await auth) as BackendTimeoutError).deadlineMs).toBe(DEADLINES_MS.coldStart);
    } finally {
      vi.useRealTimers();
    }
  });

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

  it("waits the deadline times the process's scale (slow emulators), and says so", async () => {
    vi.useFakeTimers();
    scaleDeadlines(3);
    try {
      const outcome = withDeadline(never(), 100, "Firestore: read profile").catch(
        (caught: unknown) => caught,
      );
      await vi.advanceTimersByTimeAsync(299);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(((await outcome) as BackendTimeoutError).deadlineMs).toBe(300);
    } finally {
      scaleDeadlines(1);
      vi.useRealTimers();
    }
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

describe("whileAnswering", () => {
  // Fake clocks: what is tested is the order of answers and deadlines, not this machine's speed.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const options = { what: "Firestore: save favourite", silenceMs: 1_500, capMs: 15_000 };

  /** Work that hears an answer every `everyMs` for `forMs`, then resolves (or never, if silent). */
  const answering = (everyMs: number, forMs: number) => async (watch: Watch) => {
    for (let waited = 0; waited < forMs; waited += everyMs) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      watch.answered();
    }
    return "saved";
  };

  it("fails a silent backend one silence after the start, and tells the work to stop", async () => {
    let signal: AbortSignal | undefined;
    const outcome = whileAnswering((watch) => {
      signal = watch.signal;
      return never();
    }, options).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect((error as BackendTimeoutError).deadlineMs).toBe(1_500);
    expect(signal?.reason).toBe(error);
  });

  it("lets a busy backend finish: answers keep coming, only slowly, past any one deadline", async () => {
    const outcome = whileAnswering(answering(1_000, 9_000), options);
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(outcome).resolves.toBe("saved");
  });

  it("fails once the answers stop, counted from the last one", async () => {
    let signal: AbortSignal | undefined;
    const outcome = whileAnswering(async (watch) => {
      signal = watch.signal;
      await answering(1_000, 4_000)(watch);
      return never();
    }, options).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toBeInstanceOf(BackendTimeoutError);
  });

  it("counts the answers to other writes sharing the liveness", async () => {
    const liveness = new Liveness();
    // One write waits 6 s for its own answer while another write of the process is answered.
    const waiting = whileAnswering(async () => later("saved", 6_000), { ...options, liveness });
    const busy = whileAnswering(answering(1_000, 7_000), { ...options, liveness });
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(waiting).resolves.toBe("saved");
    await expect(busy).resolves.toBe("saved");
  });

  it("gives up on a backend still busy at the cap", async () => {
    const outcome = whileAnswering(answering(1_000, 60_000), options).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect((error as BackendTimeoutError).deadlineMs).toBe(15_000);
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
