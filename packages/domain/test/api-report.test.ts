// The public surface is a contract (decision 137): the built declarations must match the
// committed API reports (api/*.api.md), and a surface that changed since the last release
// must ship with a changeset of the right kind. Failing here means: run
// `pnpm --filter @travel/domain api:update`, review and commit the reports, and add a
// changeset (`pnpm changeset`); a removed or changed export is a major version.
import { describe, expect, it } from "vitest";
import { checkRelease, extractReports } from "../scripts/api-report.ts";

describe("the public API", () => {
  const reports = extractReports().map((report) => [report.report, report] as const);

  it.each(reports)("matches api/%s.api.md", (_report, { problems, removed, changed, added }) => {
    expect(problems).toEqual([]);
    expect({ removed, changed, added }).toEqual({ removed: [], changed: [], added: [] });
  });

  it("changed since the last release only with a changeset of the right kind", () => {
    expect(checkRelease()).toEqual([]);
  });
});
