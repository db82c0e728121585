// The full hostile-input run: starts the production server (build/ must exist; the Firebase
// emulators must be running and seeded, as `pnpm fuzz` arranges), sends the requests, prints
// the figures and exits non-zero on any 5xx, reset or unreadable refusal.
//   node fuzz/run.mjs [--count 10000] [--seed 20261124] [--concurrency 8] [--base-url http://…]
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import { runHostileRequests, signedInCookie } from "./hostile-requests.mjs";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261124" },
    concurrency: { type: "string", default: "8" },
    "base-url": { type: "string" },
  },
});

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: new URL("..", import.meta.url),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: process.env.SESSION_SECRET ?? "fuzz-only-session-secret-0123456789abcdef",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) return { baseUrl, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The server did not start within 60 s");
}

const started = values["base-url"]
  ? { baseUrl: values["base-url"], server: null }
  : await startServer();
try {
  const cookie = await signedInCookie(started.baseUrl);
  const figures = await runHostileRequests({
    baseUrl: started.baseUrl,
    count: Number(values.count),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    cookie,
    onProgress: (f) => console.error(`… ${f.sent} sent`),
  });
  const perSecond = Math.round((figures.sent / figures.ms) * 1000);
  console.log(
    `Hostile requests: ${figures.sent} sent in ${(figures.ms / 1000).toFixed(1)} s (${perSecond}/s), seed ${values.seed}`,
  );
  console.log(
    `Statuses: ${Object.entries(figures.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(", ")}`,
  );
  console.log(
    `By body: ${Object.entries(figures.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ")}`,
  );
  console.log(
    `5xx: ${figures.serverErrors.length} · resets: ${figures.resets.length} · unreadable refusals: ${figures.unreadable.length} · sent again after a keep-alive race: ${figures.resent.length}`,
  );
  for (const failures of [figures.serverErrors, figures.resets, figures.unreadable]) {
    for (const failure of failures.slice(0, 8)) console.log(JSON.stringify(failure));
  }
  process.exitCode =
    figures.serverErrors.length + figures.resets.length + figures.unreadable.length === 0 ? 0 : 1;
} finally {
  started.server?.kill("SIGTERM");
}
