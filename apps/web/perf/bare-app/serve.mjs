#!/usr/bin/env node
/**
 * Builds the bare app (one route of React Router's framework mode, the site's React, React Router,
 * Vite and build settings, resolved from apps/web's node_modules) and serves it as the site's
 * production server serves its build: Express, @react-router/express, compression, hashed assets
 * from build/client/assets. It is the floor that the site's first-load JavaScript is measured
 * against (bench/first-load-js.mjs, docs/decisions/152).
 *
 *   node perf/bare-app/serve.mjs [--no-build] [--port 3100]
 */
import { execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const HERE = import.meta.dirname;
const WEB = join(HERE, "..", "..");

/** `react-router build` with this folder as the root and its Vite config named. */
export function buildBareApp() {
  execFileSync(
    join(WEB, "node_modules/.bin/react-router"),
    ["build", HERE, "--config", join(HERE, "vite.config.ts"), "--logLevel", "warn"],
    { cwd: WEB, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/**
 * Serves the built bare app on `port` (0: a free one) in its own process, started as production;
 * resolves once `/` answers 200.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBareApp({ port = 0 } = {}) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), "--no-build", "--port", String(port)],
    {
      env: { PATH: process.env.PATH, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("the bare app did not start in 30 s")), 30_000);
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare app exited (${code})`));
    });
  });
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (answer.status !== 200) throw new Error(`the bare app answers ${answer.status}`);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function serve(port) {
  const build = await import(pathToFileURL(join(HERE, "build/server/index.js")).href);
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  // The browser asks for a favicon; the bare app has none, and says so without a router error.
  app.get("/favicon.ico", (_request, response) => response.status(404).end());
  app.use(
    "/assets",
    express.static(join(HERE, "build/client/assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(join(HERE, "build/client"), { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build, mode: "production" }));
  const server = app.listen(port, "127.0.0.1", () =>
    console.log(`bare app listening on http://127.0.0.1:${server.address().port}`),
  );
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV ??= "production";
  const at = process.argv.indexOf("--port");
  if (!process.argv.includes("--no-build")) buildBareApp();
  await serve(at === -1 ? 3100 : Number(process.argv[at + 1]));
}
