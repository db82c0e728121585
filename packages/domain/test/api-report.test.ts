// The public surface is a contract (decision 137): the built declarations must match the
// committed API reports (api/*.api.md), and a surface that changed since the last release
// must ship with a changeset of the right kind. Failing here means: run
// `pnpm --filter @travel/domain api:update`, review and commit the reports, and add a
// changeset (`pnpm changeset`); a removed or changed export is a major version.
import { describe, expect, it } from "vitest";
import { checkRelease, extractReports } from "../scripts/api-report.ts";

describe("the public API", () => {
  it.each(extractReports())("matches api/$name.api.md", (report) => {
    expect(report.problems).toEqual([]);
    expect({ removed: report.removed, changed: report.changed, added: report.added }).toEqual({
      removed: [],
      changed: [],
      added: [],
    });
  });

  it("changed since the last release only with a changeset of the right kind", () => {
    expect(checkRelease()).toEqual([]);
  });
});
