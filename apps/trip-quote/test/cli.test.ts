// The built command, run as a person runs it: plain Node on dist/cli.js, which imports the
// built @travel/domain through its package exports.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const catalogue = fileURLToPath(new URL("fixture/catalogue.json", import.meta.url));

function tripQuote(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
}

describe("trip-quote", () => {
  const week = ["--catalogue", catalogue, "--depart", "2026-07-01", "--return", "2026-07-08"];

  it("prints a quote per destination, cheapest first, with partner links", () => {
    const run = tripQuote(...week, "--from", "mad", "--adults", "2", "--infants", "1");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("From MAD, Jul 01, 2026 to Jul 08, 2026 (7 nights), 2 Adults, 1 Infant");
    expect(lines.filter((line) => /^\d\. /.test(line))).toEqual([
      "1. Madrid, Spain: not rated",
      "2. Lisbon, Portugal: ★★★★★ 4.7 (1,843 reviews)",
      "3. Barcelona, Spain: ★★★★★ 4.6 (2,510 reviews)",
    ]);
    expect(run.stdout).toContain("origin_iata=MAD&destination_iata=LIS");
    expect(run.stdout).toMatch(/1 record was not a destination and left out of the quote\.\n$/);
  });

  it("quotes what the search finds, as many as asked", () => {
    const run = tripQuote(...week, "--from", "LIS", "--search", "spain", "--limit", "1");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("1. Madrid, Spain");
    expect(run.stdout).not.toContain("2. ");
  });

  it.each([
    [["--from", "LIS", "--adults", "0"], "Add at least one adult."],
    [
      ["--from", "LIS", "--limit", "none"],
      "--limit takes a whole number of destinations, 1 or more.",
    ],
    [["--from", "LIS", "--colour"], "Unknown option '--colour'"],
    [["--from", "LIS", "--catalogue", "missing.json"], "Cannot read the catalogue missing.json"],
  ])("refuses %j with a message and status 2", (args, message) => {
    const run = tripQuote(...week, ...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(message);
  });

  it("tells how to call it when something required is missing", () => {
    const run = tripQuote("--from", "LIS");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^Usage: trip-quote --catalogue FILE --from IATA/);
  });
});
