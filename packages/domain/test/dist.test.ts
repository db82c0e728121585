// Uses the BUILT package the way an app does: plain Node, importing "@travel/domain" through the
// package.json exports (self-reference), so a broken build, export map or .js extension fails here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

function runNode(script: string, env: Record<string, string> = {}): unknown {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

describe("the built package", () => {
  it("has ESM code and type declarations in dist", () => {
    expect(existsSync(new URL("../dist/index.js", import.meta.url))).toBe(true);
    expect(existsSync(new URL("../dist/index.d.ts", import.meta.url))).toBe(true);
    expect(existsSync(new URL("../dist/partner-links/create.d.ts", import.meta.url))).toBe(true);
  });

  it("is importable from plain Node by its package name", () => {
    const result = runNode(`
      import * as domain from "@travel/domain";
      const links = domain.createPartnerLinks();
      const link = links.hotels({ city: "São Paulo & Co", checkIn: "2025-01-05", checkOut: "2025-01-06", adults: 1 });
      const trip = { nightlyRateCents: 100, dailyCostCents: 100, attractions: [], nights: 1, flightFareCents: 0 };
      console.log(JSON.stringify({
        price: domain.formatMoney(123456),
        rating: domain.formatRating(45),
        nights: domain.nightsBetween("2024-02-28", "2024-03-01"),
        countries: domain.countryOptions.length,
        portugal: domain.countryName("pt"),
        current: domain.isCurrentPath("/destinations/123/", "/destinations"),
        place: new URL(link).searchParams.get("ss"),
        error: (() => { try { domain.estimateTrip({ ...trip, travellers: { adults: 0, children: 0, infants: 0 } }); } catch (e) { return e.name; } })(),
      }));`);
    expect(result).toEqual({
      price: "€1,234.56",
      rating: "4.5",
      nights: 2,
      countries: expect.any(Number),
      portugal: "Portugal",
      current: true,
      place: "São Paulo & Co",
      error: "TripInputError",
    });
    expect((result as { countries: number }).countries).toBeGreaterThanOrEqual(200);
  });

  it("exports the same names as the source index, and no module helper", async () => {
    const built = runNode(`
      import * as domain from "@travel/domain";
      console.log(JSON.stringify(Object.keys(domain).sort()));`) as string[];
    const source = await import("../src/index.js");
    expect(built).toEqual(Object.keys(source).sort());
    // Helpers that other modules of the package share.
    for (const helper of ["assertFinite", "readCostPart", "checkAirport"]) {
      expect(built).not.toContain(helper);
    }
  });

  it("exports the trip rules and paths", () => {
    const result = runNode(`
      import * as domain from "@travel/domain";
      console.log(JSON.stringify({
        path: domain.destinationPath(7, "adults=2"),
        id: domain.parseDestinationId("0101"),
        step: domain.BUDGET_STEP_EUROS,
      }));`);
    expect(result).toEqual({ path: "/destinations/7?adults=2#planner", id: null, step: 50 });
  });

  it("serves test data from its own entry, apart from the site's rules", () => {
    const result = runNode(`
      import * as domain from "@travel/domain";
      import { makeDestination } from "@travel/domain/testing";
      const porto = makeDestination({ id: 104, name: "Porto" });
      console.log(JSON.stringify({
        valid: domain.destinationSchema.safeParse(porto).success,
        porto: [porto.id, porto.name, porto.airportCode],
        inMain: "makeDestination" in domain,
      }));`);
    expect(result).toEqual({ valid: true, porto: [104, "Porto", "LIS"], inMain: false });
  });

  it.each(["Pacific/Kiritimati", "America/Adak", "Asia/Tokyo", "UTC"])(
    "formats a YYYY-MM-DD day the same under TZ=%s",
    (tz) => {
      const result = runNode(
        `import { formatDate } from "@travel/domain";
         console.log(JSON.stringify({
           tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
           day: formatDate("2025-01-05"),
           leap: formatDate("2024-02-29"),
           instant: formatDate(new Date("2025-01-05T12:00:00Z")),
         }));`,
        { TZ: tz },
      );
      const expectedInstant = { "Pacific/Kiritimati": "Jan 06, 2025" }[tz] ?? "Jan 05, 2025";
      expect(result).toEqual({
        tz,
        day: "Jan 05, 2025",
        leap: "Feb 29, 2024",
        instant: expectedInstant,
      });
    },
  );
});
