// The site's own names and origins come from its configuration, never from the request: a page
// on a rebinding domain, or a request that names another host through a trusted proxy's
// X-Forwarded-Host, is refused (decision 095). Behind TRUST_PROXY, as a deployment would be.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startArtefact } from "./artefact";

type Answer = { status: number; body: string };

/** A request with exactly these headers, Host included (fetch would put its own Host). */
function send(
  site: RunningSite,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: site.port,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: {
          ...(body === undefined
            ? {}
            : {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(Buffer.byteLength(body)),
              }),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

describe("the site's own names and origins", () => {
  let site: RunningSite;
  let rebound: string;

  beforeAll(async () => {
    site = await startArtefact({ SITE_URL: "http://wayfarer.test", TRUST_PROXY: "loopback" });
    rebound = `rebind.evil.example:${site.port}`;
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("answers 421 to a rebinding name, and to SITE_URL's and the loopback names as itself", async () => {
    const outbox = (host: string) => send(site, "/dev/outbox", { Host: host });
    const refused = await outbox(rebound);
    expect(refused).toEqual({ status: 421, body: "This site does not answer to that name." });
    // A trusted proxy's forwarded name does not make a foreign Host the site's own.
    expect(
      (await send(site, "/dev/outbox", { Host: rebound, "X-Forwarded-Host": "wayfarer.test" }))
        .status,
    ).toBe(421);
    for (const host of [
      "wayfarer.test",
      "WAYFARER.test",
      `localhost:${site.port}`,
      `127.0.0.1:${site.port}`,
      `[::1]:${site.port}`,
    ]) {
      expect((await outbox(host)).status, host).toBe(200);
    }
  });

  it("judges a form's Origin by the configuration, never by Host or X-Forwarded-Host", async () => {
    const consent = (headers: Record<string, string>) =>
      send(site, "/resources/cookie-consent", headers, "consent=accept");
    const own = `127.0.0.1:${site.port}`;

    // The rebinding page's own origin, its name forwarded by a proxy the server trusts.
    const forged = await consent({
      Host: own,
      "X-Forwarded-Host": rebound,
      Origin: `http://${rebound}`,
    });
    expect(forged).toEqual({
      status: 403,
      body: "This form came from another website, so we did not accept it. To use Wayfarer, open the page on our site and send the form from there.",
    });
    for (const origin of [
      "https://evil.example",
      "null",
      "http://wayfarer.test.evil.example",
      "https://wayfarer.test",
      `http://localhost:${site.port + 1}`,
    ]) {
      expect((await consent({ Host: own, Origin: origin })).status, origin).toBe(403);
    }

    // SITE_URL's origin, and on a local run any loopback name on the site's port, whatever Host.
    for (const origin of [
      "http://wayfarer.test",
      `http://localhost:${site.port}`,
      `http://127.0.0.1:${site.port}`,
    ]) {
      expect((await consent({ Host: own, Origin: origin })).status, origin).toBe(303);
    }
  });
});
