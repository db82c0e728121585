// The first release's API (0.1.0, commit 7e0903c) still works, tried as an app written against
// it would: first-release/calls.ts uses every name listed in first-release/domain-0.1.0.api.md
// (API Extractor's report of that release's build); it must compile against the built
// declarations and give 0.1.0's answers when plain Node runs it against the built code.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { readSurface } from "../scripts/api-surface.ts";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const here = (file: string) => fileURLToPath(new URL(`first-release/${file}`, import.meta.url));
const callsPath = here("calls.ts");
const callsSource = readFileSync(callsPath, "utf8");

const firstRelease = [...readSurface(readFileSync(here("domain-0.1.0.api.md"), "utf8"))];
const isValue = (declaration: string) =>
  /^export (?:declare )?(?:function|const|class)\b/m.test(declaration);
const valueNames = firstRelease.filter(([, text]) => isValue(text)).map(([name]) => name);
const typeNames = firstRelease.filter(([, text]) => !isValue(text)).map(([name]) => name);

// Each call on its own: a missing name fails its calls, not the whole app.
const run = spawnSync(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    `import { deepStrictEqual } from "node:assert";
     const { calls } = await import(${JSON.stringify(pathToFileURL(callsPath).href)});
     const results = calls.map(({ call, run, expected }) => {
       try {
         deepStrictEqual(run(), expected);
         return { call, failure: null };
       } catch (error) {
         return { call, failure: String(error?.message ?? error) };
       }
     });
     console.log(JSON.stringify(results));`,
  ],
  { cwd: packageDir, encoding: "utf8" },
);
const results: { call: string; failure: string | null }[] =
  run.status === 0 ? JSON.parse(run.stdout) : [];

describe("an app written against the first release (0.1.0)", () => {
  it("uses every value and type 0.1.0 exported", () => {
    const usedValues = new Set(
      [...callsSource.matchAll(/\bdomain\s*\.(\w+)/g)].map((match) => match[1]),
    );
    const importedTypes =
      /import type \{([^}]*)\} from "@travel\/domain"/.exec(callsSource)?.[1] ?? "";
    expect(valueNames.filter((name) => !usedValues.has(name))).toEqual([]);
    expect(
      importedTypes
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    ).toEqual(typeNames);
    expect([valueNames.length, typeNames.length]).toEqual([107, 41]);
  });

  it("compiles against the built declarations", () => {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    const compile = spawnSync(
      process.execPath,
      [tsc, "-p", here("tsconfig.json"), "--noEmit", "--pretty", "false"],
      { encoding: "utf8" },
    );
    expect(compile.stdout + compile.stderr).toBe("");
    expect(compile.status).toBe(0);
  });

  it("runs from plain Node importing the package by name", () => {
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(results).toHaveLength(callsSource.match(/\bcall: ["'`]/g)?.length ?? 0);
  });

  it.each(results)("$call answers as 0.1.0 did", ({ failure }) => {
    expect(failure).toBeNull();
  });
});
