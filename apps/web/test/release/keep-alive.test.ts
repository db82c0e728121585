// An idle keep-alive connection carries the next request however long the client paused, up to
// the server's 65 s: a server closing it at 5 s, as Node does by default, races a client sending
// on it, which then gets a reset (a load balancer in front: a 502).
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startArtefact } from "./artefact";

type Answer = { status: number; reused: boolean };

describe("keep-alive connections", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startArtefact();
  });
  afterAll(async () => {
    await site?.stop();
  });

  const get = (agent: Agent, path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(`${site.url}${path}`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.once("error", reject);
      req.end();
    });

  it("answers on the same connection after 6 s of silence, past Node's default 5 s", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, "/robots.txt")).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, "/robots.txt")).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
