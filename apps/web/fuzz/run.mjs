// The hostile-input run: its own project on the Firebase emulators (a test run's shared set, or
// a private one), seeded, and the production server (build/ must exist), both through the test
// harness; then it sends the requests, prints the figures and exits non-zero on any 5xx, reset or
// unreadable refusal. The test suites check the body policy's promises one by one
// (test/http/hostile-input.test.ts); this is where the volume is.
//   node fuzz/run.mjs [--count 10000] [--seed 20261124] [--concurrency 8] [--base-url http://…]
import { parseArgs } from "node:util";
import { startSite, suiteEmulators } from "../test/harness/site.mjs";
import { runHostileRequests, signedInCookie } from "./hostile-requests.mjs";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261124" },
    concurrency: { type: "string", default: "8" },
    "base-url": { type: "string" },
  },
});

async function startServer() {
  const emulators = await suiteEmulators("demo-travel-fuzz");
  const site = await startSite({
    env: {
      ...emulators.env,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "fuzz-only-session-secret-0123456789abcdef",
    },
    readyPath: "/destinations/101",
  }).catch(async (error) => {
    await emulators.stop();
    throw error;
  });
  return {
    baseUrl: site.url,
    stop: async () => {
      await site.stop();
      await emulators.stop();
    },
  };
}

const started = values["base-url"]
  ? { baseUrl: values["base-url"], stop: async () => {} }
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
  await started.stop();
}
