// The package's public surface as API Extractor reports it (api/*.api.md, one report per entry
// point of package.json's "exports"), and the rule that a change of it ships with a changeset of
// the right kind (decision 137).
//   node scripts/api-report.ts            fails when the built surface differs from api/*.api.md
//   node scripts/api-report.ts --update   rewrites api/*.api.md from the built surface
//   node scripts/api-report.ts --release  records api/*.api.md as released at package.json's
//                                         version (api/released.json; `pnpm version-packages`)
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { compareSurfaces, readSurface, type Surface } from "./api-surface.ts";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const changesetDir = join(packageDir, "..", "..", ".changeset");
const configPath = join(packageDir, "api-extractor.json");
const packageJsonPath = join(packageDir, "package.json");
const releasedPath = join(packageDir, "api", "released.json");
const BUMPS = ["patch", "minor", "major"];

interface PackageJson {
  version: string;
  exports: Record<string, { types: string }>;
}
interface ReleaseRecord {
  version: string;
  /** Per report, each name's declaration as a short hash. */
  surfaces: Record<string, Record<string, string>>;
}

const readPackage = (): PackageJson => JSON.parse(readFileSync(packageJsonPath, "utf8"));
const reportPath = (name: string) => join(packageDir, "api", `${name}.api.md`);
const readReport = (path: string): Surface =>
  existsSync(path) ? readSurface(readFileSync(path, "utf8")) : new Map();

/** "." reports as "domain", "./testing" as "domain-testing". */
export const entryPoints = Object.entries(readPackage().exports).map(([subpath, target]) => ({
  name: subpath === "." ? "domain" : `domain-${subpath.slice(2)}`,
  types: join(packageDir, target.types),
}));

/**
 * Runs API Extractor on each entry point's built declarations. Returns, per entry point, the
 * problems it reported and what differs from the committed report (empty lists when nothing).
 */
export function extractReports({ update = false } = {}) {
  const base = ExtractorConfig.loadFile(configPath);
  return entryPoints.map(({ name, types }) => {
    const config = ExtractorConfig.prepare({
      configObject: {
        ...base,
        mainEntryPointFilePath: types,
        apiReport: { enabled: true, ...base.apiReport, reportFileName: name },
      },
      configObjectFullPath: configPath,
      packageJsonFullPath: packageJsonPath,
    });
    const committed = readReport(reportPath(name));
    const problems: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: update,
      messageCallback(message) {
        message.handled = true;
        // A changed report is told by name (compareSurfaces), not as API Extractor words it.
        const aboutTheReport = message.messageId.startsWith("console-api-report");
        if ((message.logLevel === "error" || message.logLevel === "warning") && !aboutTheReport) {
          problems.push(message.text);
        }
      },
    });
    if (!result.succeeded && !result.apiReportChanged && problems.length === 0) {
      problems.push("API Extractor failed");
    }
    const written = join(packageDir, ".cache", "api-report", `${name}.api.md`);
    return { report: name, problems, ...compareSurfaces(committed, readReport(written)) };
  });
}

const digest = (surface: Surface) =>
  Object.fromEntries(
    [...surface].map(([name, text]) => [
      name,
      createHash("sha256").update(text).digest("hex").slice(0, 16),
    ]),
  );

/** The bumps the pending changesets declare for this package. */
function pendingBumps(): string[] {
  if (!existsSync(changesetDir)) return [];
  return readdirSync(changesetDir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .flatMap((file) => {
      const front = readFileSync(join(changesetDir, file), "utf8").split("---")[1] ?? "";
      const bump = /^\s*["']?@travel\/domain["']?\s*:\s*(major|minor|patch)\s*$/m.exec(front)?.[1];
      return bump ? [bump] : [];
    });
}

/**
 * What stands between the committed reports and a release: a surface that changed since the
 * last release needs a pending changeset of at least the kind the change is (a name gone:
 * major; a declaration changed or a name added: minor), and the release record must match the
 * package's version. Returns the problems, in words; none when the reports may ship.
 */
export function checkRelease(): string[] {
  const { version } = readPackage();
  const released: ReleaseRecord = JSON.parse(readFileSync(releasedPath, "utf8"));
  const problems: string[] = [];
  if (released.version !== version) {
    problems.push(
      `package.json says ${version} but api/released.json records ${released.version}: ` +
        "version with `pnpm version-packages`, which records the released surface too.",
    );
  }
  const declared = Math.max(-1, ...pendingBumps().map((bump) => BUMPS.indexOf(bump)));
  for (const { name } of entryPoints) {
    const now = digest(readReport(reportPath(name)));
    const before = released.surfaces[name] ?? {};
    const removed = Object.keys(before).filter((key) => !(key in now));
    const changed = Object.keys(before).filter((key) => key in now && now[key] !== before[key]);
    const added = Object.keys(now).filter((key) => !(key in before));
    const needed = removed.length > 0 ? 2 : changed.length + added.length > 0 ? 1 : -1;
    if (declared >= needed) continue;
    const what = [
      removed.length > 0 && `removed ${removed.join(", ")}`,
      changed.length > 0 && `changed ${changed.join(", ")}`,
      added.length > 0 && `added ${added.join(", ")}`,
    ].filter(Boolean);
    problems.push(
      `${name}: since ${released.version} the public API ${what.join("; ")}. Add a changeset ` +
        `(\`pnpm changeset\`) for @travel/domain of kind ${BUMPS[needed]}` +
        (needed === 1 && changed.length > 0
          ? " (major if code written for the old declaration can fail)."
          : "."),
    );
  }
  return problems;
}

/** Records the committed reports as the surface released at package.json's version. */
function recordRelease() {
  const surfaces = Object.fromEntries(
    entryPoints.map(({ name }) => [name, digest(readReport(reportPath(name)))]),
  );
  const record: ReleaseRecord = { version: readPackage().version, surfaces };
  writeFileSync(releasedPath, `${JSON.stringify(record, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes("--update");
  if (process.argv.includes("--release")) {
    recordRelease();
  } else {
    let failed = false;
    for (const report of extractReports({ update })) {
      for (const problem of report.problems) console.error(`${report.report}: ${problem}`);
      failed ||= report.problems.length > 0;
      const { removed, changed, added } = report;
      if (removed.length + changed.length + added.length === 0) continue;
      const lines = [
        ...removed.map((name) => `  - ${name}`),
        ...changed.map((name) => `  ~ ${name}`),
        ...added.map((name) => `  + ${name}`),
      ];
      console.error(
        `${report.report}: the public API ${update ? "was" : "differs from"} api/${report.report}.api.md:\n${lines.join("\n")}`,
      );
      failed ||= !update;
    }
    if (failed) {
      console.error(
        "If this change is meant: `pnpm --filter @travel/domain api:update`, commit api/*.api.md, " +
          "and add a changeset (`pnpm changeset`): a removed or changed export is a major version.",
      );
    }
    process.exitCode = failed ? 1 : 0;
  }
}
