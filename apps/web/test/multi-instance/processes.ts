// Starts what the multi-instance suite needs as real processes: redis-server and the
// production server (server.mjs over the build), each on a free port, and stops them.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { TEST_DEADLINE_SCALE } from "../deadline-scale";

const WEB = new URL("../../", import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
    server.on("error", reject);
  });
}

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
  const port = await freePort();
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

export type Instance = { base: string; process: ChildProcess };

/** One production server (`node server.mjs` over the build) with `env`, ready for requests. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  if (!existsSync(new URL("build/server/index.js", `file://${WEB}`))) {
    throw new Error("No build of the web app: run `pnpm --filter @travel/web build` first.");
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: WEB,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: base,
      // About the limits, not Firebase's deadlines (decision 101): beside a second whole run
      // one of twenty sign-ins at once waited over production's 1 s for the Auth emulator.
      FIREBASE_DEADLINE_SCALE: TEST_DEADLINE_SCALE,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, process: child };
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  await stop(child, "SIGKILL");
  throw new Error("the server did not start");
}
