#!/usr/bin/env node
// CLI over the programmatic API (src/index.js).
//   firebase-emulators start [options]          run until Ctrl-C / SIGTERM (exports to --data-dir first)
//   firebase-emulators exec [options] -- CMD …  start, run CMD with the emulator env, stop; exits with CMD's code
//   firebase-emulators check                    check Java and the Firestore emulator jar
//   firebase-emulators clear [options]          delete all documents and accounts of a running set
// Options: --project demo-…  --auth-port N  --firestore-port N  --storage-port N  --data-dir DIR  --quiet
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import {
  DEFAULT_PROJECT_ID,
  EmulatorPrerequisiteError,
  checkPrerequisites,
  clearEmulatorData,
  readFirebaseJson,
  startEmulators,
} from "../src/index.js";

const separator = process.argv.indexOf("--");
const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);

const { positionals, values } = parseArgs({
  args: ownArgs,
  allowPositionals: true,
  options: {
    project: { type: "string", default: DEFAULT_PROJECT_ID },
    "auth-port": { type: "string" },
    "firestore-port": { type: "string" },
    "storage-port": { type: "string" },
    "data-dir": { type: "string" },
    quiet: { type: "boolean", default: false },
  },
});

const defaults = readFirebaseJson().ports;
const ports = {
  auth: Number(values["auth-port"] ?? defaults.auth),
  firestore: Number(values["firestore-port"] ?? defaults.firestore),
  storage: Number(values["storage-port"] ?? defaults.storage),
};

try {
  switch (positionals[0]) {
    case "start":
      await start();
      break;
    case "exec":
      await exec();
      break;
    case "check": {
      const { java, firestoreJar } = checkPrerequisites();
      console.log(`ok: ${java}, ${firestoreJar}`);
      break;
    }
    case "clear":
      await clearEmulatorData({
        projectId: values.project,
        firestoreHost: `127.0.0.1:${ports.firestore}`,
        authHost: `127.0.0.1:${ports.auth}`,
      });
      console.log("cleared");
      break;
    default:
      console.error(
        "usage: firebase-emulators start|exec|check|clear [options] (see the header of this file)",
      );
      process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof EmulatorPrerequisiteError ? error.message : error);
  process.exitCode = 1;
}

function launch() {
  return startEmulators({
    projectId: values.project,
    ports,
    dataDir: values["data-dir"],
    quiet: values.quiet,
  });
}

/** Stops on the first SIGINT/SIGTERM/SIGHUP; a second one forces the exit. */
function onSignals(/** @type {(signal: string) => Promise<void>} */ handler) {
  let received = false;
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    process.on(signal, () => {
      if (received) process.exit(130);
      received = true;
      void handler(signal);
    });
  }
}

async function start() {
  const emulators = await launch();
  for (const [key, value] of Object.entries(emulators.env)) console.log(`export ${key}=${value}`);
  console.log("Emulators running. Ctrl-C stops them.");
  await new Promise((resolve) => {
    onSignals(async (signal) => {
      console.log(`\n${signal}: stopping the emulators…`);
      await emulators.stop();
      resolve(undefined);
    });
  });
}

async function exec() {
  if (command.length === 0) throw new Error("exec needs a command after --");
  const emulators = await launch();
  const child = spawn(command[0] ?? "", command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...emulators.env },
  });
  onSignals(async (signal) => {
    child.kill(/** @type {NodeJS.Signals} */ (signal));
  });
  const code = await new Promise((resolve) => {
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.once("error", (error) => {
      console.error(error.message);
      resolve(127);
    });
  });
  await emulators.stop();
  process.exitCode = /** @type {number} */ (code);
}
