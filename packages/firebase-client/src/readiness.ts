import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { firestoreAnswers } from "./bounded.js";
import { DEADLINES_MS, withDeadline } from "./deadline.js";

export type BackendName = "firestore" | "auth";

export interface ReadinessReport {
  ready: boolean;
  /** Per backend: "ok", or what went wrong (no answer in time, refused…). */
  checks: Record<BackendName, { ok: true; ms: number } | { ok: false; ms: number; error: string }>;
}

export interface Readiness {
  /** Asks Firestore and Auth one cheap question each, in parallel, each within `deadlineMs`. */
  check(deadlineMs?: number): Promise<ReadinessReport>;
}

/**
 * What a load balancer needs to know before sending traffic: can this instance reach the
 * backends it serves pages from? Any answer counts (even "no such document"), only silence or
 * a refused connection does not.
 */
export function createReadiness(firestore: Firestore, auth: Auth): Readiness {
  const probe = async (work: () => Promise<unknown>, deadlineMs: number, what: string) => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      await withDeadline(work(), deadlineMs, what);
      return { ok: true as const, ms: ms() };
    } catch (error) {
      return {
        ok: false as const,
        ms: ms(),
        error: error instanceof Error ? error.message : String(error),
      };
    }
  };
  return {
    async check(deadlineMs = DEADLINES_MS.probe) {
      const [firestoreCheck, authCheck] = await Promise.all([
        probe(firestoreAnswers(firestore), deadlineMs, "Firestore"),
        probe(() => auth.listUsers(1), deadlineMs, "Auth"),
      ]);
      return {
        ready: firestoreCheck.ok && authCheck.ok,
        checks: { firestore: firestoreCheck, auth: authCheck },
      };
    },
  };
}
