// The release artefact, copied outside the repository, serves the site against the emulators:
// nothing it needs may come from the workspace.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, cookieHeader, signIn, startArtefact } from "./artefact";

describe("release artefact", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startArtefact();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("serves the home page", async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<html");
  });

  it("serves a destination page from the seeded catalogue", async () => {
    const response = await fetch(`${site.url}/destinations/101`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Lisbon");
  });

  it("signs the demo account in, and the session opens the account settings", async () => {
    const answer = await signIn(site);
    expect(answer.status).toBe(303);
    const cookies = cookieHeader(answer);
    expect(cookies).toContain("__session=");

    const settings = await fetch(`${site.url}/my-profile/settings`, {
      headers: { Cookie: cookies },
      redirect: "manual",
    });
    expect(settings.status).toBe(200);
    const signedOut = await fetch(`${site.url}/my-profile/settings`, { redirect: "manual" });
    expect(signedOut.status).toBe(303);
  });

  it("runs with a heap sized by start.sh from MEMORY_LIMIT_MB", async () => {
    const small = await startArtefact({ MEMORY_LIMIT_MB: "256" });
    try {
      // start.sh execs node, so the child's pid is the node process itself.
      const command = readFileSync(`/proc/${small.child.pid}/cmdline`, "utf8").split("\0");
      expect(command).toContain("--max-old-space-size=102");
      expect(command).toContain("--max-semi-space-size=8");
      const environment = readFileSync(`/proc/${small.child.pid}/environ`, "utf8").split("\0");
      expect(environment).toContain("MALLOC_ARENA_MAX=2");
    } finally {
      await small.stop();
    }
  });
});
