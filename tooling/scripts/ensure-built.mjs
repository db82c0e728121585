// Builds the named workspace packages when their dist/ is missing or older than their
// sources, so `pnpm --filter <pkg> test` works alone on a fresh clone. Under turbo the
// dependencies are already built (dependsOn build/^build) and nothing is rebuilt, which
// also keeps two tasks from writing the same dist/ at once.
//   node tooling/scripts/ensure-built.mjs @travel/domain @travel/firebase-client
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const packageDirs = new Map(
  readdirSync(join(root, "packages")).map((name) => {
    const dir = join(root, "packages", name);
    return [JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name, dir];
  }),
);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

for (const name of process.argv.slice(2)) {
  const dir = packageDirs.get(name);
  if (!dir) throw new Error(`ensure-built: no package named ${name} under packages/`);
  const builtEntry = join(dir, "dist", "index.js");
  const stale =
    !existsSync(builtEntry) || newestMtime(join(dir, "src")) > statSync(builtEntry).mtimeMs;
  if (!stale) continue;
  console.log(`ensure-built: building ${name}`);
  const result = spawnSync("pnpm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
