import { describe, expect, it } from "vitest";
import { createRenderLimiter, RenderQueueFullError } from "./render-limit.server";

/** A task that runs until the test lets it finish, and records that it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createRenderLimiter", () => {
  it("runs at most `concurrency` tasks at once and starts the next as one finishes", async () => {
    const limiter = createRenderLimiter({ concurrency: 2, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map((task) => limiter.run(task.run));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);

    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 1]);

    tasks.forEach((task) => task.finish());
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });

  it("refuses at once when the queue is full, without starting the task", async () => {
    const limiter = createRenderLimiter({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const first = heldTask(started, "first");
    const second = heldTask(started, "second");
    const third = heldTask(started, "third");
    const running = limiter.run(first.run);
    const queued = limiter.run(second.run);
    await expect(limiter.run(third.run)).rejects.toBeInstanceOf(RenderQueueFullError);
    first.finish();
    second.finish();
    expect(await Promise.all([running, queued])).toEqual(["first", "second"]);
    expect(started).toEqual(["first", "second"]);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createRenderLimiter({ concurrency: 1, maxWaiting: 0 });
    await expect(limiter.run(() => Promise.reject(new Error("broken SVG")))).rejects.toThrow(
      "broken SVG",
    );
    expect(limiter.running).toBe(0);
    await expect(limiter.run(async () => "drawn")).resolves.toBe("drawn");
  });

  it("never has more than `concurrency` running among many callers", async () => {
    const limiter = createRenderLimiter({ concurrency: 3, maxWaiting: 100 });
    let now = 0;
    let most = 0;
    const runs = Array.from({ length: 50 }, () =>
      limiter.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await settle();
        now -= 1;
      }),
    );
    await Promise.all(runs);
    expect(most).toBe(3);
  });
});
