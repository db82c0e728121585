import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The Latin Inter file is cut to a weight range (scripts/subset-inter.mjs); a weight outside it
// would be faked by the browser. Every weight the styles ask for must be inside the range.
const appDir = join(__dirname, "..");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith(".css")
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("font weights", () => {
  const appCss = readFileSync(join(appDir, "styles/app.css"), "utf8");
  const latinFace =
    /@font-face\s*{[^}]*inter-latin-wght-400-700\.woff2[^}]*}/.exec(appCss)?.[0] ?? "";
  const [min, max] = (/font-weight:\s*(\d+)\s+(\d+);/.exec(latinFace) ?? []).slice(1).map(Number);

  it("declares the Latin face with the range its file was cut to", () => {
    expect([min, max]).toEqual([400, 700]);
  });

  it("asks only for weights inside that range, in tokens and in every stylesheet", () => {
    const tokens = readFileSync(join(appDir, "styles/tokens.css"), "utf8");
    const tokenWeights = [...tokens.matchAll(/--weight-[\w-]+:\s*(\d+);/g)].map((match) =>
      Number(match[1]),
    );
    const literalWeights = cssFiles(appDir)
      .map((file) => readFileSync(file, "utf8").replace(/@font-face\s*{[^}]*}/g, ""))
      .flatMap((css) =>
        [...css.matchAll(/font-weight:\s*(\d+)\s*[;}]/g)].map((match) => Number(match[1])),
      );
    expect(tokenWeights.length).toBeGreaterThanOrEqual(4);
    for (const weight of [...tokenWeights, ...literalWeights]) {
      expect(weight).toBeGreaterThanOrEqual(min!);
      expect(weight).toBeLessThanOrEqual(max!);
    }
  });
});
