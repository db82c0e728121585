// Starts what the multi-instance suite needs as real processes: redis-server on a free port,
// and production servers through the harness (test/harness/site.mjs), and stops them.
import { type ChildProcess, spawn } from "node:child_process";
import { createConnection } from "node:net";
import { freeLocalPort, type RunningSite, startSite } from "../harness/site.mjs";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a child process and waits until it has gone. */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await Promise.race([exited, pause(10_000).then(() => child.kill("SIGKILL"))]);
  await exited;
}

/** True once something answers Redis's PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.setTimeout(500, () => socket.destroy());
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** Debian's redis-server, in memory only (no files written), on a free port. */
export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freeLocalPort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const failed = new Promise<never>((_, reject) =>
    child.once("error", (error) =>
      reject(new Error(`redis-server did not start: ${error.message}`)),
    ),
  );
  failed.catch(() => undefined);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await Promise.race([answersPing(port), failed]))
      return { url: `redis://127.0.0.1:${port}`, process: child };
    await pause(100);
  }
  await stop(child, "SIGKILL");
  throw new Error("redis-server did not answer");
}

export type Instance = RunningSite;

/** One production server (`node server.mjs` over the build) with `env`, ready for requests. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freeLocalPort();
  return startSite({ port, env: { SITE_URL: `http://127.0.0.1:${port}`, ...env } });
}
