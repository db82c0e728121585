// Health endpoints for a load balancer or container platform (decision 066), answered by
// Express before anything else runs: no compression, no rate limit, no request log, no React Router.
//   GET /healthz — liveness: the process serves HTTP. Touches no backend; always 200.
//   GET /readyz  — readiness: Firestore and Auth each answer one cheap call within the probe
//                  deadline (1.5 s). 200 when both do; 503 naming what failed otherwise. What
//                  needs a person's attention but not a restart (exchange rates days old) is a
//                  warning beside it, never a failure.
import { createFirebaseServices, loadFirebaseConfig } from "@travel/firebase-client";
import { Router } from "express";

const noStore = { "Cache-Control": "no-store" };

/**
 * @param {{
 *   readiness?: () => Promise<import("@travel/firebase-client").ReadinessReport>,
 *   exchangeRates?: () => { warning: string | null } & Record<string, unknown>,
 *   pageCache?: () => { entries: number, bytes: number },
 * }} [options]
 *   where the readiness report comes from (default: a service set of its own, made on first use),
 *   the exchange rates' state (reported with its warning, if any) and what the page cache holds
 */
export function healthRoutes(options = {}) {
  /** @type {import("@travel/firebase-client").Readiness | undefined} */
  let readiness;
  const check =
    options.readiness ??
    (() => {
      readiness ??= createFirebaseServices(loadFirebaseConfig(process.env)).readiness;
      return readiness.check();
    });
  // Probes arriving together share one check, so a burst of them never piles up on a slow backend.
  /** @type {ReturnType<typeof check> | undefined} */
  let inFlight;

  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.status(200).set(noStore).json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    inFlight ??= check().finally(() => {
      inFlight = undefined;
    });
    try {
      const report = await inFlight;
      const failing = Object.entries(report.checks)
        .filter(([, result]) => !result.ok)
        .map(([name]) => name);
      const exchangeRates = options.exchangeRates?.();
      res
        .status(report.ready ? 200 : 503)
        .set(report.ready ? noStore : { ...noStore, "Retry-After": "5" })
        .json({
          status: report.ready ? "ready" : "unavailable",
          failing,
          checks: report.checks,
          warnings: exchangeRates?.warning ? [exchangeRates.warning] : [],
          ...(exchangeRates ? { exchangeRates } : {}),
          ...(options.pageCache ? { pageCache: options.pageCache() } : {}),
        });
    } catch (error) {
      // The configuration itself is broken: not ready, and say why.
      res
        .status(503)
        .set(noStore)
        .json({
          status: "unavailable",
          failing: ["config"],
          error: error instanceof Error ? error.message : String(error),
        });
    }
  });
  return router;
}
