// The release artefact's tests: builds it from the current builds (`pnpm release --no-build`),
// copies it to a temporary folder outside the repository, and starts an emulator set of its
// own (free ports and a project of its own, so other suites and runs can go at the same time).
import { execFile, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { EmulatorEnv } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    releaseDir: string;
    releaseFirebaseEnv: EmulatorEnv;
  }
}

const run = promisify(execFile);
const webDir = new URL("../..", import.meta.url).pathname;

export default async function setup(project: TestProject) {
  const built = join(webDir, "../../dist/release/web");
  await run(process.execPath, [join(webDir, "scripts/release.mjs"), "--no-build", "--out", built], {
    maxBuffer: 16 << 20,
  });
  const outside = mkdtempSync(join(tmpdir(), "wayfarer-release-"));
  const releaseDir = join(outside, "web");
  // pnpm's links inside node_modules are relative, so the copy stands on its own.
  cpSync(built, releaseDir, { recursive: true, verbatimSymlinks: true });

  // In a process of its own: firebase-tools keeps one emulator of each kind per process, and
  // the integration project's set may be running in this one.
  const emulators = await startEmulatorProcess();
  try {
    const seed = join(webDir, "../../packages/firebase-client/dist/cli/seed.js");
    await run(process.execPath, [seed], { env: { ...process.env, ...emulators.env } });
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  project.provide("releaseDir", releaseDir);
  project.provide("releaseFirebaseEnv", emulators.env);
  return async () => {
    await emulators.stop();
    rmSync(outside, { recursive: true, force: true });
  };
}

/** `firebase-emulators start` on free ports; resolves with its environment once ready. */
async function startEmulatorProcess(): Promise<{ env: EmulatorEnv; stop: () => Promise<void> }> {
  const cli = join(webDir, "../../tooling/firebase-emulators/bin/firebase-emulators.mjs");
  const ports = ["--auth-port", "0", "--firestore-port", "0", "--storage-port", "0"];
  const child = spawn(
    process.execPath,
    [cli, "start", "--project", "demo-travel-release", ...ports, "--quiet"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  let output = "";
  const env = await new Promise<EmulatorEnv>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators did not start within 150 s:\n${output}`)),
      150_000,
    );
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("Emulators running.")) return;
      clearTimeout(timer);
      const pairs = [...output.matchAll(/^export (\w+)=(.*)$/gm)].map((match) => [
        match[1],
        match[2],
      ]);
      resolve(Object.fromEntries(pairs) as EmulatorEnv);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulators exited (${code}) during start-up:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { env, stop };
}
