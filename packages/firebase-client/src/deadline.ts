/**
 * Deadlines for every call that leaves the process to Firebase (decision 065). A paused or
 * partitioned backend does not fail a call: the SDKs wait, and so would the page. Each call is
 * given a deadline; when it passes, the caller gets a typed BackendUnavailableError and decides
 * what the page does without that data (decorate without it, or answer 503).
 *
 * The budget: a page must answer within 3 s. The longest chain a page waits on is the session
 * check followed by one read (header decoration, My Profile), or the session check followed by
 * one write; each step's deadline is chosen so such a chain stays well inside 3 s.
 */
export const DEADLINES_MS = {
  /** Verifying the session cookie, revocation check included (one Auth call). */
  session: 1_000,
  /** One Firestore read: profile, favourites, the catalogue's version. */
  read: 1_000,
  /**
   * Reading every destination and type (thousands of documents): a page waits on it only
   * before its process has read the catalogue once; after that a publish is read behind the
   * copy held (decision 115).
   */
  catalogue: 10_000,
  /** One Firestore write or transaction, or one Auth admin write. */
  write: 1_500,
  /**
   * A write made of many calls (favourite writes that retry, the picture upload's rounds): no
   * answer to any of them for this long means the backend is silent. Longer than one write, so
   * a process's first call (channel set-up, cold under load) is not taken for silence.
   */
  silence: 2_000,
  /** One Identity Toolkit REST call (password sign-in, re-authentication). */
  signIn: 1_000,
  /** One Identity Toolkit call about an e-mail action (send a reset or verification, check or spend a code). */
  emailAction: 2_000,
  /** A readiness probe of one backend. */
  probe: 1_500,
  /** However busy (contended writes retry, uploads of one user settle), a write gives up by then. */
  busyWriteCap: 15_000,
  /**
   * A process's calls to a backend before that backend has first answered it: the first call
   * loads the SDK's protocol code and opens the channel (a new instance, cold under load), which
   * took over 1 s on a busy machine. Once it has answered, each call has its own deadline above.
   */
  coldStart: 5_000,
} as const;

let deadlineScale = 1;

/**
 * Stretches every deadline of this process `factor` times (EmulatorConfig.deadlineScale; set
 * when the services are made). Production keeps 1.
 */
export function scaleDeadlines(factor: number): void {
  deadlineScale = factor;
}

/** A deadline of DEADLINES_MS as this process applies it. */
export const scaled = (ms: number) => ms * deadlineScale;

/** The backend could not be used for this call (it failed to answer, or refused to serve). */
export class BackendUnavailableError extends Error {
  constructor(
    /** What was being done, e.g. "Firestore: read profile". */
    readonly what: string,
    options?: { cause?: unknown },
  ) {
    super(`${what}: the backend is unavailable`, options);
    this.name = "BackendUnavailableError";
  }
}

/** The call did not answer within its deadline. */
export class BackendTimeoutError extends BackendUnavailableError {
  constructor(
    what: string,
    readonly deadlineMs: number,
  ) {
    super(what);
    this.message = `${what}: no answer within ${deadlineMs} ms`;
    this.name = "BackendTimeoutError";
  }
}

export const isBackendUnavailable = (error: unknown): error is BackendUnavailableError =>
  error instanceof BackendUnavailableError;

/** The backends ("Firestore", "Auth", "Storage") that have answered this process at least once. */
const answeredBackends = new Set<string>();

/** The backend a call's description names: "Firestore: read profile" → "Firestore". */
const backendOf = (what: string) => what.split(":", 1)[0] ?? what;

/** Test hook: a fresh process, whose backends have not answered yet. */
export function forgetAnsweredBackends(): void {
  answeredBackends.clear();
}

/**
 * `work`'s result, or a BackendTimeoutError once `ms` have passed (the coldStart allowance
 * instead, when longer, until the backend `what` names has first answered this process). The work itself is not
 * cancelled (the admin SDK offers no per-call cancellation); its late outcome is ignored, and
 * a late rejection is swallowed so it cannot surface as an unhandled rejection.
 */
export function withDeadline<T>(work: Promise<T>, deadlineMs: number, what: string): Promise<T> {
  const backend = backendOf(what);
  const cold = !answeredBackends.has(backend);
  const ms = scaled(cold ? Math.max(deadlineMs, DEADLINES_MS.coldStart) : deadlineMs);
  if (cold) {
    // Any answer counts, a refusal included; not being reached at all does not.
    work.then(
      () => answeredBackends.add(backend),
      (error: unknown) => {
        if (!isBackendUnavailable(asBackendError(error, what))) answeredBackends.add(backend);
      },
    );
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendTimeoutError(what, ms)), ms);
    // A pending deadline alone never keeps a script (seed, tests) running.
    timer.unref();
  });
  work.catch(() => undefined);
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** What a watched operation tells its deadline: each backend answer; and whether it was given up. */
export interface Watch {
  /** The backend answered one of the operation's calls (a result, a conflict, a refusal). */
  answered(): void;
  /** Aborted (with the BackendTimeoutError) once the caller has been told the write failed. */
  readonly signal: AbortSignal;
}

/** When any operation sharing it last heard from the backend (one per Firestore client). */
export class Liveness {
  lastAnswerAt = 0;
  answered() {
    this.lastAnswerAt = Date.now();
  }
}

/**
 * A deadline on silence rather than on duration, for operations made of many calls (writes
 * that retry on conflict, an upload that settles with its rivals). A silent backend (paused,
 * partitioned) answers nothing: the operation fails `silenceMs` after its last answer, and after
 * the last answer to any operation sharing `liveness`. A busy one keeps answering, only slowly:
 * the operation goes on until `capMs` in all. On expiry the watch's signal is aborted, so the
 * work can stop before its next write; what it already sent may still land.
 */
export function whileAnswering<T>(
  work: (watch: Watch) => Promise<T>,
  options: { what: string; silenceMs: number; capMs: number; liveness?: Liveness },
): Promise<T> {
  const { what, liveness } = options;
  const silenceMs = scaled(options.silenceMs);
  const capMs = scaled(options.capMs);
  const started = Date.now();
  let heardAt = started;
  const controller = new AbortController();
  const watch: Watch = {
    answered() {
      heardAt = Date.now();
      liveness?.answered();
    },
    signal: controller.signal,
  };
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      timer = setTimeout(check, Math.max(1, ms));
      // A pending deadline alone never keeps a script (seed, tests) running.
      timer.unref();
    };
    const check = () => {
      const now = Date.now();
      const silentFor = now - Math.max(heardAt, liveness?.lastAnswerAt ?? 0);
      const expired =
        silentFor >= silenceMs
          ? new BackendTimeoutError(`${what} (no answer at all)`, silenceMs)
          : now - started >= capMs
            ? new BackendTimeoutError(`${what} (still busy)`, capMs)
            : undefined;
      if (!expired) return arm(Math.min(silenceMs - silentFor, capMs - (now - started)));
      controller.abort(expired);
      reject(expired);
    };
    arm(Math.min(silenceMs, capMs));
    Promise.resolve()
      .then(() => work(watch))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** gRPC codes that mean "the service did not serve this call", not "your request is wrong". */
const UNAVAILABLE_GRPC_CODES = new Set([4 /* DEADLINE_EXCEEDED */, 14 /* UNAVAILABLE */]);

/**
 * Turns an SDK or network error that says the backend is down (connection refused or reset,
 * gRPC UNAVAILABLE, an aborted fetch) into a BackendUnavailableError; returns anything else as is.
 */
export function asBackendError(error: unknown, what: string): unknown {
  if (error instanceof BackendUnavailableError) return error;
  if (typeof error !== "object" || error === null) return error;
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  if (name === "TimeoutError" || name === "AbortError") {
    return new BackendUnavailableError(what, { cause: error });
  }
  // firebase-admin's own words for "could not reach the service".
  if (code === "app/network-error" || code === "app/network-timeout") {
    return new BackendUnavailableError(what, { cause: error });
  }
  if (typeof code === "number" && UNAVAILABLE_GRPC_CODES.has(code)) {
    return new BackendUnavailableError(what, { cause: error });
  }
  const network = typeof code === "string" ? code : (cause as { code?: unknown } | undefined)?.code;
  if (
    typeof network === "string" &&
    ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "UND_ERR_SOCKET"].includes(
      network,
    )
  ) {
    return new BackendUnavailableError(what, { cause: error });
  }
  if (name === "TypeError" && (error as Error).message === "fetch failed") {
    return new BackendUnavailableError(what, { cause: error });
  }
  return error;
}
