import { isBackendUnavailable } from "@travel/firebase-client";
import { serverLog } from "./request-log.server";

/**
 * What a page does when Firebase does not answer in time (decision 065). Pages that need the
 * data, and every write, answer 503 with Retry-After: the error boundary says to try again,
 * and nothing was half-written. Pages that only decorate with user data render without it.
 */
const RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE = "We could not reach our data just now. Please try again in a moment.";

export const retryAfterHeaders = (): Record<string, string> => ({
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
});

/** Every 503 says when to come back, whichever loader or action produced it. */
export function withRetryAfter(status: number, headers: Headers): void {
  if (status === 503 && !headers.has("Retry-After")) {
    for (const [name, value] of Object.entries(retryAfterHeaders())) headers.set(name, value);
  }
}

/**
 * A 503 for the route's error boundary (thrown, so the loader or action stops here). A plain
 * Response, not data(): resource routes (the favourite toggle's JSON) pass it on as it is,
 * headers included.
 */
function serviceUnavailable(): never {
  throw Response.json(
    { message: UNAVAILABLE_MESSAGE },
    { status: 503, headers: retryAfterHeaders() },
  );
}

/** Runs work that cannot do without Firebase; an unreachable backend becomes a 503. */
export async function needsBackend<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBackendUnavailable(error)) {
      serverLog().warn({ reason: error.message }, "Firebase unavailable");
      serviceUnavailable();
    }
    throw error;
  }
}

/** The value of `work`, or `fallback` when Firebase did not answer (for decoration only). */
export async function orWhenUnavailable<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    serverLog().warn({ reason: error.message }, "Firebase unavailable; rendering without it");
    return fallback;
  }
}
