// SIGTERM: the server stops taking connections, lets the request in flight finish, and exits 0
// — at once when the last request is done, at the end of the grace period otherwise.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { type RunningSite, startArtefact } from "./artefact";

/** A form post whose body the test sends in two halves, so it stays in flight in between. */
function slowPost(site: RunningSite) {
  const body = "consent=accept&redirectTo=%2F";
  const req = request(`${site.url}/resources/cookie-consent`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(body.length),
    },
  });
  const answer = new Promise<{ status: number; location?: string }>((resolve, reject) => {
    req.once("response", (res) => {
      res.resume();
      res.once("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
      );
    });
    req.once("error", reject);
  });
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

const refusesConnections = async (site: RunningSite) => {
  try {
    await fetch(`${site.url}/robots.txt`);
    return false;
  } catch {
    return true;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("graceful shutdown", () => {
  it("finishes the request in flight when SIGTERM arrives, refuses new ones, then exits 0", async () => {
    const site = await startArtefact();
    const inFlight = slowPost(site);
    await sleep(300); // the server has the request's head and is waiting for its body
    site.child.kill("SIGTERM");
    await sleep(300);
    expect(await refusesConnections(site)).toBe(true);

    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 303, location: "/" });
    const answeredAt = Date.now();
    expect(await site.exited).toBe(0);
    // The kept-alive socket is closed as soon as it is idle, not after the keep-alive timeout.
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
  });

  it("exits 0 when the grace period ends, cutting a request that never finishes", async () => {
    const site = await startArtefact({ SHUTDOWN_GRACE_MS: "1000" });
    const stuck = slowPost(site);
    stuck.answer.catch(() => {}); // it is cut: no answer comes
    await sleep(300);
    const signalledAt = Date.now();
    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(4_000);
  });
});
