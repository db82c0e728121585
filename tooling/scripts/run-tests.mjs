// The test command (bin/test, `pnpm test`; decisions 003 and 148). It runs, through turbo:
// typecheck, lint, every layer of tests — each turbo task named test:<layer> — and every check —
// each task named check:<name> (formatting, unused code). A layer or check is added by giving a
// package a script of that name and turbo.json a task for it; nothing here lists them.
// When a selected task passes TRAVEL_TEST_EMULATORS through (turbo.json), one Firebase emulator
// set is started for the whole run and every suite takes a project of its own on it. A task that
// passes TRAVEL_TEST_QUIET through measures answer times against deadlines (several instances'
// shared limits, silent backends): it runs after the others, with the machine to itself.
// At the end it names each failed test, adds up what each runner reported (Vitest and
// Playwright JSON reports under <package>/test-results/<layer>/) per layer, then prints one
// closing line: "N passed, N failed, N skipped". A run that executed no test fails.
//   node tooling/scripts/run-tests.mjs [--quick] [--package name] [--only a,b | --except a,b] [turbo args…]
//   --quick: typecheck, lint and the unit tests only (no emulators, no browser, no app build).
//   --package: one package's typecheck, lint and layers, as its own `test` script runs them
//     (`pnpm --filter @travel/domain test`: a pipeline that tests one package on its own).
//   --only / --except: these tasks only, or all but these (CI's jobs split the run this way).
//   Arguments after `--` reach the tasks (e.g. `--only test:e2e -- --shard=1/3`).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { supervise } from "../firebase-emulators/src/supervise.js";

/** Where suites find the run's emulators: @travel/firebase-emulators' SHARED_EMULATORS_VARIABLE. */
const SHARED_EMULATORS_VARIABLE = "TRAVEL_TEST_EMULATORS";
/** Passed through by the tasks that run after the others (see the header). */
const QUIET_VARIABLE = "TRAVEL_TEST_QUIET";

const root = new URL("../..", import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = takeFlag("--quick");
const onePackage = takeOption("--package");
const only = takeOption("--only");
const except = new Set(takeOption("--except")?.split(",") ?? []);

const turboConfig = JSON.parse(readFileSync(join(root, "turbo.json"), "utf8"));
/** Task name → its turbo.json entry ("//#check:format" → "check:format"). */
const tasks = new Map(
  Object.entries(turboConfig.tasks).map(([name, config]) => [name.replace(/^\/\/#/, ""), config]),
);
const allWorkspaces = ["apps", "packages", "tooling"].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")),
    )
    .map((entry) => join(root, group, entry.name)),
);
const manifest = (/** @type {string} */ dir) =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const workspaces = onePackage
  ? allWorkspaces.filter((dir) => manifest(dir).name === onePackage)
  : allWorkspaces;
if (onePackage && workspaces.length === 0) {
  console.error(`✗ No workspace package is named ${onePackage}.`);
  process.exit(1);
}
/** The scripts of the packages in this run: a task none of them has is not asked for. */
const scripts = new Set(workspaces.flatMap((dir) => Object.keys(manifest(dir).scripts ?? {})));

const selected = (
  only
    ? only.split(",")
    : quick
      ? ["typecheck", "lint", "test:unit"]
      : ["typecheck", "lint", ...[...tasks.keys()].filter((name) => /^(test|check):/.test(name))]
)
  .filter((name) => !except.has(name))
  // One package's run leaves out the root's checks and the layers it has no script for.
  .filter((name) => !onePackage || scripts.has(name));
if (onePackage) args.push(`--filter=${onePackage}`);

for (const dir of workspaces) rmSync(join(dir, "test-results"), { recursive: true, force: true });

const needsEmulators = selected.some((name) =>
  tasks.get(name)?.passThroughEnv?.includes(SHARED_EMULATORS_VARIABLE),
);
const emulators = needsEmulators ? await startSharedEmulators() : undefined;
// Two cores: the JVM, a browser suite and a type check at once, not turbo's default of ten tasks.
const concurrency = args.some((arg) => arg.startsWith("--concurrency")) ? [] : ["--concurrency=3"];
const quiet = selected.filter((name) => tasks.get(name)?.passThroughEnv?.includes(QUIET_VARIABLE));
const startedAt = Date.now();
const env = {
  ...(emulators ? { [SHARED_EMULATORS_VARIABLE]: JSON.stringify(emulators.shared) } : {}),
  [QUIET_VARIABLE]: "1",
};
let turbo = 0;
let interrupted = false;
process.once("SIGINT", () => (interrupted = true)).once("SIGTERM", () => (interrupted = true));
for (const phase of [selected.filter((name) => !quiet.includes(name)), quiet]) {
  if (phase.length === 0 || interrupted) continue;
  // --continue: one failing task must not hide what the others report.
  const phaseArgs = [...phase, "--continue", "--summarize", ...concurrency, ...args];
  turbo = Math.max(turbo, await run("pnpm", ["exec", "turbo", "run", ...phaseArgs], env));
}
await emulators?.stop();
const wallSeconds = Math.round((Date.now() - startedAt) / 1000);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {Map<string, { passed: number, failed: number, skipped: number }>} */
const byLayer = new Map();
/** "@travel/web#test:e2e" for each package and layer whose report names a failed test. */
const reportedFailures = new Set();
/** One line per failed test ("e2e · e2e/home.spec.ts › a title: its first error line"). */
const failedTests = [];
for (const dir of workspaces) {
  const resultsDir = join(dir, "test-results");
  if (!existsSync(resultsDir)) continue;
  for (const file of readdirSync(resultsDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".json") || file.includes(`${sep}artifacts${sep}`)) continue;
    const read = readReport(JSON.parse(readFileSync(join(resultsDir, file), "utf8")), dir);
    if (!read) continue;
    const { counts, failures } = read;
    const layer = file.includes(sep) ? file.split(sep)[0] : "other";
    for (const failure of failures) failedTests.push(`${layer} · ${failure}`);
    if (counts.failed > 0) reportedFailures.add(`${manifest(dir).name}#test:${layer}`);
    const sum = byLayer.get(layer) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const key of /** @type {const} */ (["passed", "failed", "skipped"])) {
      sum[key] += counts[key];
      totals[key] += counts[key];
    }
    byLayer.set(layer, sum);
  }
}
const { durations, failedTasks } = readTurboSummaries();
// A task that failed without a failed test in its report (a type error, a lint or format finding,
// a suite whose setup failed before any test ran) still counts as one failure in the last line.
const unreported = failedTasks.filter((taskId) => !reportedFailures.has(taskId));
for (const taskId of unreported) {
  const layer = taskId.split("#")[1] ?? taskId;
  const sum = byLayer.get(layer.replace(/^test:/, "")) ?? { passed: 0, failed: 0, skipped: 0 };
  sum.failed += 1;
  totals.failed += 1;
  if (layer.startsWith("test:")) byLayer.set(layer.replace(/^test:/, ""), sum);
}
// Named at the end, beside the counts: a long run's log is often read from its tail only.
if (failedTests.length > 0) console.log("Failed tests:");
for (const line of failedTests) console.log(`  ✗ ${line}`);
for (const [layer, sum] of [...byLayer].sort(([a], [b]) => a.localeCompare(b))) {
  const seconds = durations.get(`test:${layer}`);
  console.log(
    `  ${layer.padEnd(12)} ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped` +
      (seconds === undefined ? "" : `  (${seconds} s)`),
  );
}
for (const taskId of unreported) {
  console.log(`  ✗ ${taskId} failed outside its tests (see its output above): counted as 1 failed`);
}
console.log(`  whole run    ${wallSeconds} s`);
const ranNothing = totals.passed + totals.failed === 0;
if (ranNothing) console.error("No test ran: check the test-results reports.");
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(turbo !== 0 || totals.failed > 0 || ranNothing ? 1 : 0);

/**
 * Vitest's (Jest-compatible) or Playwright's JSON report as its counts and its failed tests, each
 * as "file › title: first error line" (the file relative to the package, the line cut to 200
 * characters); null for other JSON.
 */
function readReport(report, dir) {
  const firstLine = (/** @type {string | undefined} */ text) =>
    // Playwright's messages carry terminal colours.
    (text ?? "")
      .replace(/\u001b\[[\d;]*m/g, "")
      .trim()
      .split("\n")[0]
      .slice(0, 200);
  if ("numPassedTests" in report) {
    return {
      counts: {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + (report.numTodoTests ?? 0),
      },
      failures: (report.testResults ?? []).flatMap((file) =>
        (file.assertionResults ?? [])
          .filter((test) => test.status === "failed")
          .map(
            (test) =>
              `${relative(dir, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          ),
      ),
    };
  }
  if (!report.stats || !("expected" in report.stats)) return null;
  /** @returns {string[]} */
  const failedIn = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = test.results?.at(-1)?.errors?.[0]?.message;
          return `${spec.file} › ${spec.title} [${test.projectName}]: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(failedIn),
  ];
  return {
    counts: {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    },
    failures: (report.suites ?? []).flatMap(failedIn),
  };
}

/**
 * From turbo's summaries of this run: the seconds each task name took (the longest package's),
 * and the tasks that exited with an error.
 */
function readTurboSummaries() {
  const runs = join(root, ".turbo/runs");
  /** @type {Map<string, number>} */
  const seconds = new Map();
  /** @type {string[]} */
  const failed = [];
  const summaries = existsSync(runs)
    ? readdirSync(runs)
        .filter((name) => name.endsWith(".json"))
        .map((name) => JSON.parse(readFileSync(join(runs, name), "utf8")))
        .filter((summary) => (summary.execution?.startTime ?? 0) >= startedAt)
    : [];
  for (const task of summaries.flatMap((summary) => summary.tasks ?? [])) {
    const { startTime, endTime, exitCode } = task.execution ?? {};
    if (exitCode) failed.push(task.taskId);
    if (!startTime || !endTime) continue;
    const took = Math.round((endTime - startTime) / 1000);
    seconds.set(task.task, Math.max(seconds.get(task.task) ?? 0, took));
  }
  return { durations: seconds, failedTasks: failed };
}

/**
 * The run's one emulator set: the launcher's CLI under its watchdog (supervise.js), so the set
 * ends with this process however it ends; resolves once the set is ready.
 */
async function startSharedEmulators() {
  const cli = join(root, "tooling/firebase-emulators/bin/firebase-emulators.mjs");
  const ports = ["--auth-port", "0", "--firestore-port", "0", "--storage-port", "0"];
  let output = "";
  /** @type {(text: string) => void} */
  let onOutput = () => {};
  const launcher = supervise(
    process.execPath,
    [cli, "start", "--quiet", "--project", "demo-travel-run", ...ports],
    { cwd: root, onOutput: (text) => onOutput(text) },
  );
  /** @type {Record<string, string>} */
  const env = await new Promise((resolve, reject) => {
    onOutput = (text) => {
      output += text;
      if (!output.includes("Emulators running.")) return;
      resolve(
        Object.fromEntries([...output.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => m.slice(1))),
      );
    };
    void launcher.exited.then((code) =>
      reject(new Error(`The emulators exited (${code}) during start-up:\n${launcher.output()}`)),
    );
  });
  console.log(
    `› one emulator set for this run: Firestore ${env.FIRESTORE_EMULATOR_HOST}, ` +
      `Auth ${env.FIREBASE_AUTH_EMULATOR_HOST}, Storage ${env.FIREBASE_STORAGE_EMULATOR_HOST}`,
  );
  // A folder the suites share for this run (one of them seeds a project the others copy).
  const runDir = mkdtempSync(join(tmpdir(), "travel-test-run-"));
  return {
    shared: {
      auth: env.FIREBASE_AUTH_EMULATOR_HOST,
      firestore: env.FIRESTORE_EMULATOR_HOST,
      storage: env.FIREBASE_STORAGE_EMULATOR_HOST,
      runDir,
    },
    stop: async () => {
      await launcher.stop();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Runs a command to its end; Ctrl-C or SIGTERM reach it, and the run still cleans up after. */
function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on("SIGINT", forward).on("SIGTERM", forward);
    child.once("exit", (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function takeFlag(flag) {
  const at = args.indexOf(flag);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

function takeOption(name) {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at === -1) return undefined;
  const [arg] = args.splice(at, 1);
  return arg.includes("=") ? arg.slice(name.length + 1) : args.splice(at, 1)[0];
}
