// Builds the release artefact: a folder that runs the site with nothing else from this
// repository — the React Router build, the Express server and its modules, production dependencies
// only (the workspace packages copied in, built), and start.sh.
//   node scripts/release.mjs [--out DIR] [--no-build]
// Default DIR: dist/release/web at the repository root. --no-build reuses the current builds.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const webDir = new URL("..", import.meta.url).pathname;
const repoRoot = resolve(webDir, "../..");
const { values } = parseArgs({
  options: { out: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const out = resolve(values.out ?? join(repoRoot, "dist/release/web"));

/** What the artefact keeps of the deployed package; the rest is sources and tests. */
const KEEP = new Set(["build", "node_modules", "package.json", "server", "server.mjs", "start.sh"]);

function run(command, args) {
  console.log(`› ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

const started = performance.now();
if (!values["no-build"]) run("pnpm", ["exec", "turbo", "run", "build", "--filter=@travel/web..."]);
if (!existsSync(join(webDir, "build/server/index.js"))) {
  throw new Error("apps/web/build is missing: run without --no-build (or `pnpm build`) first.");
}

rmSync(out, { recursive: true, force: true });
// Workspace packages are injected (copied as they would be published), not linked back into
// the repository; --prefer-offline lets it run from pnpm's store without the registry.
run("pnpm", [
  "--filter",
  "@travel/web",
  "deploy",
  "--prod",
  "--prefer-offline",
  "--config.inject-workspace-packages=true",
  out,
]);
for (const entry of readdirSync(out)) {
  if (!KEEP.has(entry)) rmSync(join(out, entry), { recursive: true, force: true });
}
// The deploy copies what a published package holds; the ignored build and the server modules
// are copied here so the artefact never depends on those rules.
for (const entry of ["build", "server"]) {
  rmSync(join(out, entry), { recursive: true, force: true });
  cpSync(join(webDir, entry), join(out, entry), { recursive: true });
}
copyFileSync(join(webDir, "server.mjs"), join(out, "server.mjs"));
copyFileSync(join(webDir, "start.sh"), join(out, "start.sh"));
chmodSync(join(out, "start.sh"), 0o755);

for (const required of [
  "build/server/index.js",
  "node_modules/@travel/firebase-client/dist/index.js",
  "node_modules/@travel/domain/dist/index.js",
]) {
  if (!existsSync(join(out, required))) throw new Error(`The artefact lacks ${required}.`);
}
console.log(
  `✓ release artefact in ${out} (${Math.round(performance.now() - started)} ms); start it with ./start.sh`,
);
