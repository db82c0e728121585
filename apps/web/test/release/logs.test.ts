// One JSON line per request with a request id, and nothing in the log that identifies or
// authenticates a person: no cookies, passwords, e-mail addresses or session tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type RunningSite, cookieHeader, startArtefact } from "./artefact";

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; route: string };
  res?: { status: number };
  durationMs?: number;
};

const linesOf = (output: string): LogLine[] =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

/**
 * The server's log lines once one of them is `wanted`: a line reaches this process through a
 * pipe some time after its answer, sooner or later with the machine's load.
 */
async function linesUntil(site: RunningSite, wanted: (line: LogLine) => boolean) {
  await expect
    .poll(() => linesOf(site.output()).some(wanted), { timeout: 15_000, interval: 50 })
    .toBe(true);
  return linesOf(site.output());
}

describe("request log", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startArtefact();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("logs each request as JSON with method, route id, status, duration and the caller's request id", async () => {
    const response = await fetch(`${site.url}/destinations/101`, {
      headers: { "X-Request-Id": "trace-destination.101" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("trace-destination.101");

    const traced = (entry: LogLine) => entry.reqId === "trace-destination.101";
    const line = (await linesUntil(site, traced)).find(traced);
    expect(line).toMatchObject({
      msg: "request",
      req: { method: "GET", route: "routes/destinations.$id" },
      res: { status: 200 },
    });
    expect(line?.durationMs).toBeGreaterThan(0);
  });

  it("replaces a request id that is too long or not plain text", async () => {
    for (const unsafe of ["x".repeat(129), "<script>alert(1)</script>", "id with spaces"]) {
      const response = await fetch(`${site.url}/robots.txt`, {
        headers: { "X-Request-Id": unsafe },
      });
      const echoed = response.headers.get("X-Request-Id");
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(site.output()).not.toContain(unsafe);
    }
  });

  it("does not log the health probes", async () => {
    await fetch(`${site.url}/healthz`, { headers: { "X-Request-Id": "probe-live" } });
    await fetch(`${site.url}/readyz?full=1`, { headers: { "X-Request-Id": "probe-ready" } });
    await fetch(`${site.url}/about-us`, { headers: { "X-Request-Id": "after-probes" } });
    // Logged after the probes were answered: any line of theirs would be there by now.
    const lines = await linesUntil(site, (entry) => entry.reqId === "after-probes");
    const ids = lines.map((entry) => entry.reqId);
    expect(ids).toContain("after-probes");
    expect(ids).not.toContain("probe-live");
    expect(ids).not.toContain("probe-ready");
  });

  it("never writes cookies, the password, the e-mail address or the session token", async () => {
    const signIn = await fetch(`${site.url}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.url,
        "X-Request-Id": "sign-in",
      },
      body: new URLSearchParams({ ...DEMO, redirectTo: "/" }),
    });
    expect(signIn.status).toBe(303);
    const cookies = cookieHeader(signIn);
    const sessionToken = /__session=([^;]+)/.exec(cookies)?.[1] ?? "";
    expect(sessionToken.length).toBeGreaterThan(20);

    const profile = await fetch(`${site.url}/my-profile/settings`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.url,
        Cookie: cookies,
      },
      body: new URLSearchParams({ intent: "profile", firstName: "Demo", lastName: "Traveller" }),
    });
    expect(profile.status).toBe(303);
    const page = await fetch(`${site.url}/my-profile/settings`, {
      headers: { Cookie: cookieHeader(profile) + "; " + cookies },
    });
    expect(page.status).toBe(200);

    // The last of the three requests logged: the page load of My Profile.
    const lines = await linesUntil(
      site,
      (entry) => entry.req?.method === "GET" && entry.req.route === "routes/my-profile.settings",
    );
    const output = site.output();
    expect(lines.find((entry) => entry.reqId === "sign-in")).toMatchObject({
      req: { method: "POST", route: "routes/auth.login" },
      res: { status: 303 },
    });
    expect(
      lines.some(
        (entry) => entry.req?.method === "POST" && entry.req.route === "routes/my-profile.settings",
      ),
    ).toBe(true);
    for (const secret of [
      DEMO.password,
      DEMO.email,
      sessionToken,
      decodeURIComponent(sessionToken),
      "__session",
      "wf_flash",
      "Cookie",
      "cookie",
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
