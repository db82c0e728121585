// Graceful shutdown. Cloud Run (and most platforms) send SIGTERM, then SIGKILL after a grace
// period (10 s on Cloud Run): stop accepting connections at once, let the requests already
// in flight finish, close keep-alive sockets as soon as they fall idle, and exit 0. Whatever
// is still open when the grace period runs out is cut, so the exit happens before SIGKILL.
//   SHUTDOWN_GRACE_MS — how long in-flight requests may take (default 9 000 ms)

/**
 * @param {import("node:http").Server} server
 * @param {{ graceMs?: number, log?: import("pino").Logger, signals?: NodeJS.Signals[] }} [options]
 */
export function drainOnSignal(server, options = {}) {
  const graceMs = options.graceMs ?? 9_000;
  const log = options.log;
  let draining = false;

  server.on("request", (_req, res) => {
    // A request that arrives on a kept-alive socket during the drain is answered, then that
    // socket closes instead of waiting for the next one.
    if (draining) res.setHeader("Connection", "close");
    // A request in flight when the drain began leaves its socket idle once answered: end it now
    // rather than after the keep-alive timeout.
    res.once("finish", () => {
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const drain = (signal) => {
    if (draining) return;
    draining = true;
    log?.info({ signal, graceMs }, "shutting down: draining in-flight requests");
    const deadline = setTimeout(() => {
      log?.warn("grace period over: closing the connections still open");
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();
    server.close((error) => {
      clearTimeout(deadline);
      if (error) log?.error({ err: error }, "server close failed");
      else log?.info("all connections closed");
      // Lets pino's stdout writes finish before the process ends.
      setImmediate(() => process.exit(0));
    });
    // close() stops listening and (Node 19+) ends idle sockets; these are the ones idle now.
    server.closeIdleConnections();
  };

  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"])
    process.once(signal, () => drain(signal));
  return { drain };
}
