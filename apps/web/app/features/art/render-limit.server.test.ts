import { describe, expect, it } from "vitest";
import { createRenderPool, RenderRefusedError } from "./render-limit.server";

/** A task that runs until the test lets it finish, and records that it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const art = (client: string) => ({ client, refusable: false });
const card = (client: string) => ({ client, refusable: true });

describe("createRenderPool", () => {
  it("runs at most `concurrency` tasks at once and starts the next as one finishes", async () => {
    const pool = createRenderPool({ concurrency: 2, perClient: 2, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map((task) => pool.run(task.run));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect([pool.running, pool.waiting]).toEqual([2, 2]);

    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    expect([pool.running, pool.waiting]).toEqual([2, 1]);

    tasks.forEach((task) => task.finish());
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it("starts another client's first picture before the rest of one client's backlog", async () => {
    const pool = createRenderPool({ concurrency: 1, perClient: 2, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ["a1", "a2", "a3", "a4", "b1"].map((name) => heldTask(started, name));
    const results = tasks.map((task) => pool.run(task.run, art(task === tasks[4] ? "b" : "a")));
    for (const task of tasks) {
      await settle();
      task.finish();
    }
    await Promise.all(results);
    // a1 was running already; b1 waited behind it only.
    expect(started).toEqual(["a1", "b1", "a2", "a3", "a4"]);
  });

  it("starts the site's art at once while cards and uploads fill their lane, whoever asked", async () => {
    const pool = createRenderPool({ concurrency: 1, perClient: 2, maxWaiting: 10 });
    const started: string[] = [];
    const queued = [
      ["a1", card("a")],
      ["b1", card("b")],
      ["c1", card("c")],
      ["v-art", art("v")],
      ["a-art", art("a")],
    ] as const;
    const tasks = queued.map(([name]) => heldTask(started, name));
    const results = queued.map(([, request], index) => pool.run(tasks[index]!.run, request));
    await settle();
    // a1 holds the visitors' lane with b1 and c1 waiting; the site's first picture did not wait
    // for any of them, and the second waits only for the first.
    expect(started).toEqual(["a1", "v-art"]);
    expect([pool.running, pool.waiting]).toEqual([2, 3]);
    tasks[3]!.finish();
    await settle();
    expect(started).toEqual(["a1", "v-art", "a-art"]);
    tasks.forEach((task) => task.finish());
    await Promise.all(results);
    expect(started).toEqual(["a1", "v-art", "a-art", "b1", "c1"]);
  });

  it("refuses a client's refusable task beyond its bound before queuing it, and no one else's", async () => {
    const pool = createRenderPool({ concurrency: 1, perClient: 2, maxWaiting: 10 });
    const started: string[] = [];
    const held = ["a1", "a2"].map((name) => heldTask(started, name));
    const admitted = held.map((task) => pool.run(task.run, card("a")));
    const refused = heldTask(started, "a3");
    expect(() => pool.admit(card("a"))).toThrow(RenderRefusedError);
    await expect(pool.run(refused.run, card("a"))).rejects.toMatchObject({
      reason: "client-busy",
    });
    // The same client's art is never refused; another client's card is let in.
    const other = heldTask(started, "b1");
    const artOfA = heldTask(started, "a-art");
    const later = [pool.run(other.run, card("b")), pool.run(artOfA.run, art("a"))];
    // a2 and b1 wait behind a1; the art runs in the site's lane.
    expect([pool.running, pool.waiting]).toEqual([2, 2]);
    [...held, other, artOfA].forEach((task) => task.finish());
    await Promise.all([...admitted, ...later]);
    expect(started).not.toContain("a3");
    // Once its tasks are done, the client may ask again.
    await expect(pool.run(async () => "again", card("a"))).resolves.toBe("again");
  });

  it("refuses refusable tasks when `maxWaiting` wait, but still queues the site's art", async () => {
    const pool = createRenderPool({ concurrency: 1, perClient: 5, maxWaiting: 1 });
    const started: string[] = [];
    const running = heldTask(started, "running");
    const waiting = heldTask(started, "waiting");
    const runs = [pool.run(running.run, card("a")), pool.run(waiting.run, card("b"))];
    await settle();
    expect(() => pool.admit(card("c"))).toThrow(
      expect.objectContaining({ reason: "renderer-busy" }),
    );
    const artOfC = heldTask(started, "art");
    runs.push(pool.run(artOfC.run, art("c")));
    [running, waiting, artOfC].forEach((task) => task.finish());
    expect(await Promise.all(runs)).toEqual(["running", "waiting", "art"]);
  });

  it("gives the place back when a task fails, or when a ticket is released unused", async () => {
    const pool = createRenderPool({ concurrency: 1, perClient: 1, maxWaiting: 0 });
    await expect(
      pool.run(() => Promise.reject(new Error("broken SVG")), card("a")),
    ).rejects.toThrow("broken SVG");
    const ticket = pool.admit(card("a"));
    ticket.release();
    ticket.release();
    await expect(pool.run(async () => "drawn", card("a"))).resolves.toBe("drawn");
  });

  it("never has more than `concurrency` running in a lane among many callers", async () => {
    const pool = createRenderPool({ concurrency: 3, perClient: 2, maxWaiting: 100 });
    let now = 0;
    let most = 0;
    const runs = Array.from({ length: 50 }, (_, index) =>
      pool.run(
        async () => {
          now += 1;
          most = Math.max(most, now);
          await settle();
          now -= 1;
        },
        art(`client-${index % 7}`),
      ),
    );
    await Promise.all(runs);
    expect(most).toBe(3);
  });
});
