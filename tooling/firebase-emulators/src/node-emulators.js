// The Auth and Storage emulators are plain Node servers inside firebase-tools; they run in
// this process. These are firebase-tools internals (lib/emulator/*), which is why the
// package pins firebase-tools to exactly 14.27.0.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMirroredRulesManager } from "./storage-rules.js";

const require = createRequire(import.meta.url);
const { EmulatorRegistry } = require("firebase-tools/lib/emulator/registry");
const { AuthEmulator, SingleProjectMode } = require("firebase-tools/lib/emulator/auth");
const { StorageEmulator } = require("firebase-tools/lib/emulator/storage");

/**
 * StorageEmulator whose rules runtime (a jar downloaded at first start, impossible offline)
 * is replaced by the storage.rules mirror in storage-rules.js, and whose blobs live in a
 * folder of its own (the stock one is shared by every emulator on the machine, and
 * stop() deletes it).
 */
class OfflineStorageEmulator extends StorageEmulator {
  /** @param {{ host: string, port: number, projectId: string, rules: string, blobsDir: string }} args */
  constructor(args) {
    super(args);
    this._rulesRuntime = { start: async () => {}, stop: async () => {} };
  }
  /** @override */
  createRulesManager() {
    return createMirroredRulesManager();
  }
  /** @override */
  getPersistenceTmpDir() {
    return this.args.blobsDir;
  }
}

/** EmulatorRegistry holds one instance per emulator kind, so one set per process. */
let running = false;

/**
 * @param {{ projectId: string, host: string, authPort: number, storagePort: number, storageRules: string }} options
 */
export async function startNodeEmulators(options) {
  if (running) {
    throw new Error(
      "The Auth and Storage emulators already run in this process (one set per process).",
    );
  }
  running = true;
  const blobsDir = mkdtempSync(join(tmpdir(), "travel-storage-emulator-"));
  const auth = new AuthEmulator({
    host: options.host,
    port: options.authPort,
    projectId: options.projectId,
    singleProjectMode: SingleProjectMode.NO_WARNING,
  });
  const storage = new OfflineStorageEmulator({
    host: options.host,
    port: options.storagePort,
    projectId: options.projectId,
    rules: options.storageRules,
    blobsDir,
  });
  try {
    await EmulatorRegistry.start(auth);
    await EmulatorRegistry.start(storage);
  } catch (error) {
    await stopNodeEmulators();
    rmSync(blobsDir, { recursive: true, force: true });
    throw error;
  }
  return {
    auth,
    storage,
    async stop() {
      await stopNodeEmulators();
      rmSync(blobsDir, { recursive: true, force: true });
    },
  };
}

async function stopNodeEmulators() {
  await EmulatorRegistry.stopAll();
  running = false;
}
