// The Auth and Storage emulators are plain Node servers inside firebase-tools; they run in
// this process. These are firebase-tools internals (lib/emulator/*), which is why the
// package pins firebase-tools to exactly 14.27.0.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMirroredRulesManager } from "./storage-rules.js";

const require = createRequire(import.meta.url);
const { EmulatorRegistry } = require("firebase-tools/lib/emulator/registry");
const { AuthEmulator, SingleProjectMode } = require("firebase-tools/lib/emulator/auth");
const { createApp: createAuthApp } = require("firebase-tools/lib/emulator/auth/server");
const { AgentProjectState } = require("firebase-tools/lib/emulator/auth/state");
const { StorageEmulator } = require("firebase-tools/lib/emulator/storage");
const { createDestroyer } = require("firebase-tools/lib/utils");

/**
 * The project an Auth request is for when its path names none: firebase-tools answers every
 * API-key call (sign-in with a password, e-mail codes, Google's page) for one default project,
 * so here a key that is itself a demo- project id selects that project. Test suites sharing one
 * set pass their project id as the web API key; any other key (bin/up's) is the set's own
 * project, as before.
 * @param {string | undefined} url
 */
function projectOfApiKey(url) {
  const query = new URL(url ?? "/", "http://emulator").searchParams;
  const key = query.get("key") ?? query.get("apiKey");
  return key && /^demo-[a-z0-9-]{1,25}$/.test(key) ? key : null;
}

/**
 * The Auth app's name for "the project of this request's API key": firebase-tools resolves an
 * API-key call to its app's default project, so the app is created with this name as its
 * default and the project store below resolves it per request.
 */
const PROJECT_OF_THE_KEY = "demo-project-of-the-key";
/** The project the request being served is for (its key's, or the set's own). */
const requestProject = new AsyncLocalStorage();

/**
 * firebase-tools' per-project account stores, where the name PROJECT_OF_THE_KEY stands for the
 * project of the request being served. Every store is made for its real project id, so the
 * tokens it issues name that project.
 */
class ProjectStates extends Map {
  /** @param {string} defaultProjectId */
  constructor(defaultProjectId) {
    super();
    this.defaultProjectId = defaultProjectId;
  }
  /** @param {string} projectId @override */
  get(projectId) {
    const id =
      projectId === PROJECT_OF_THE_KEY
        ? (requestProject.getStore() ?? this.defaultProjectId)
        : projectId;
    let state = super.get(id);
    if (!state) {
      state = new AgentProjectState(id);
      super.set(id, state);
    }
    return state;
  }
}

/**
 * firebase-tools' Auth emulator serving several projects on one port with one app (its API
 * schema takes seconds to compile, during which it answers nothing): calls whose path names a
 * project (the admin SDK's) are served for that project, and API-key calls for the project the
 * key names (projectOfApiKey), else the set's own.
 */
class MultiProjectAuthEmulator extends AuthEmulator {
  /** @override */
  async start() {
    const { host, port } = this.getInfo();
    const app = await createAuthApp(
      PROJECT_OF_THE_KEY,
      SingleProjectMode.NO_WARNING,
      new ProjectStates(this.args.projectId),
    );
    const server = createServer((request, response) =>
      requestProject.run(projectOfApiKey(request.url) ?? this.args.projectId, () =>
        app(request, response),
      ),
    );
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve(undefined));
    });
    this.destroyServer = createDestroyer(server);
  }
}

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
  const auth = new MultiProjectAuthEmulator({
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
