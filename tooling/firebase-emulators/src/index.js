// Starts the Firebase Local Emulator Suite (Auth, Firestore, Storage) without internet:
// Auth and Storage are firebase-tools' own Node servers running in this process, Firestore is
// the Cloud Firestore emulator jar run by Java under a watchdog. See README.md.
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startNodeEmulators } from "./node-emulators.js";
import { exportAll, importNodeData, readExport } from "./persistence.js";
export { copyProject } from "./persistence.js";
import { firestoreJavaArgs, locateFirestoreEmulator } from "./firestore-command.js";
import { assertPortFree, freePort } from "./prerequisites.js";
import { killGroupSync, supervise } from "./supervise.js";

export {
  checkPrerequisites,
  EmulatorPrerequisiteError,
  findFirestoreJar,
  freePort,
} from "./prerequisites.js";
export {
  decideStorageRequest,
  PROFILE_PICTURE_CONTENT_TYPES,
  PROFILE_PICTURE_MAX_BYTES,
} from "./storage-rules.js";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const DEFAULT_PROJECT_ID = "demo-travel";
export const DEFAULT_PORTS = Object.freeze({ auth: 9099, firestore: 8080, storage: 9199 });
/**
 * Where a test run hands its one emulator set to the suites it starts: JSON of the three hosts
 * and a folder the suites may share for the run, `{"auth":"127.0.0.1:…","firestore":"…",
 * "storage":"…","runDir":"/tmp/…"}` (tooling/scripts/run-tests.mjs).
 */
export const SHARED_EMULATORS_VARIABLE = "TRAVEL_TEST_EMULATORS";

/**
 * The SDKs' environment for one project on a running set. Projects on one set are apart:
 * Firestore and Auth keep data per project, Storage per bucket (`${projectId}.firebasestorage.app`),
 * and the web API key names the project for Auth calls that carry only a key (node-emulators.js).
 * @param {{ auth: string, firestore: string, storage: string }} hosts
 * @param {string} projectId
 * @param {string} [bucket]
 * @returns {import("./index.js").EmulatorEnv}
 */
export function projectEnv(hosts, projectId, bucket = `${projectId}.firebasestorage.app`) {
  if (!projectId.startsWith("demo-")) {
    // A demo- project id guarantees nothing ever reaches a real Firebase project.
    throw new Error(`The emulators run with a demo- project id, got "${projectId}".`);
  }
  return {
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: hosts.storage,
    GCLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_STORAGE_BUCKET: bucket,
    FIREBASE_WEB_API_KEY: projectId,
  };
}

/**
 * A suite's own project on the run's shared set when the test command started one
 * (SHARED_EMULATORS_VARIABLE), else a private set on free ports, as when a package's tests run
 * alone. `stop()` stops only what this call started.
 * @param {string} projectId
 * @returns {Promise<import("./index.js").SuiteEmulators>}
 */
export async function emulatorsFor(projectId) {
  const shared = process.env[SHARED_EMULATORS_VARIABLE];
  if (shared) {
    const { runDir, ...hosts } = JSON.parse(shared);
    return {
      projectId,
      hosts,
      env: projectEnv(hosts, projectId),
      shared: true,
      runDir,
      clear: () =>
        clearEmulatorData({ projectId, firestoreHost: hosts.firestore, authHost: hosts.auth }),
      stop: async () => {},
    };
  }
  const own = await startEmulators({
    projectId,
    ports: { auth: 0, firestore: 0, storage: 0 },
    quiet: true,
  });
  return {
    projectId,
    hosts: own.hosts,
    env: own.env,
    shared: false,
    runDir: undefined,
    clear: own.clear,
    stop: () => own.stop({ exportData: false }),
  };
}

/**
 * Rules files and default ports as firebase.json declares them (the file the stock
 * `firebase emulators:start` reads too), so both ways of running agree.
 */
export function readFirebaseJson(root = REPO_ROOT) {
  const file = join(root, "firebase.json");
  const json = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const emulators = json.emulators ?? {};
  return {
    firestoreRules: join(root, json.firestore?.rules ?? "firestore.rules"),
    storageRules: join(root, json.storage?.rules ?? "storage.rules"),
    ports: {
      auth: emulators.auth?.port ?? DEFAULT_PORTS.auth,
      firestore: emulators.firestore?.port ?? DEFAULT_PORTS.firestore,
      storage: emulators.storage?.port ?? DEFAULT_PORTS.storage,
    },
  };
}

/** @param {string} url @param {number} timeoutMs @param {() => string | null} failed */
async function waitForHttp(url, timeoutMs, failed) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** @type {Set<() => Promise<void>>} stop functions of every running set, for signal handlers */
const runningSets = new Set();

/**
 * A port given as 0 is chosen among the free ones when the set starts (`ports` of the result
 * says which): test suites ask for that, so two runs of them on one machine never collide.
 * Should another process take a chosen port before an emulator binds it, the set starts again
 * on new ones (twice at most).
 * @param {import("./index.js").StartEmulatorsOptions} [options]
 * @returns {Promise<import("./index.js").RunningEmulators>}
 */
export async function startEmulators(options = {}) {
  const host = options.host ?? "127.0.0.1";
  const wanted = { ...readFirebaseJson(options.root).ports, ...options.ports };
  const chosenFreely = Object.values(wanted).includes(0);
  for (let attempt = 1; ; attempt += 1) {
    const ports = {
      auth: wanted.auth || (await freePort(host)),
      firestore: wanted.firestore || (await freePort(host)),
      storage: wanted.storage || (await freePort(host)),
    };
    try {
      return await startSet(options, host, ports);
    } catch (error) {
      const taken = /EADDRINUSE|BindException|already in use/.test(String(error));
      if (!chosenFreely || !taken || attempt === 3) throw error;
    }
  }
}

/**
 * @param {import("./index.js").StartEmulatorsOptions} options
 * @param {string} host
 * @param {import("./index.js").EmulatorPorts} ports
 * @returns {Promise<import("./index.js").RunningEmulators>}
 */
async function startSet(options, host, ports) {
  const startedAt = performance.now();
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  // Throws before anything starts unless the project id is a demo- one.
  projectEnv({ auth: "", firestore: "", storage: "" }, projectId);
  const config = readFirebaseJson(options.root);
  const firestoreRules = options.firestoreRules ?? config.firestoreRules;
  const storageRules = options.storageRules ?? config.storageRules;
  const bucket = options.storageBucket ?? `${projectId}.firebasestorage.app`;
  const log = options.quiet
    ? () => {}
    : (/** @type {string} */ line) => console.log(`[emulators] ${line}`);
  const dataDir = options.dataDir
    ? isAbsolute(options.dataDir)
      ? options.dataDir
      : resolve(options.dataDir)
    : undefined;

  const firestoreEmulator = await locateFirestoreEmulator(options.env ?? process.env, { log });
  for (const file of [firestoreRules, storageRules]) {
    if (!existsSync(file)) throw new Error(`Rules file not found: ${file}`);
  }
  for (const port of [ports.auth, ports.firestore, ports.storage]) await assertPortFree(host, port);

  const imported = dataDir ? readExport(dataDir) : {};
  const javaArgs = firestoreJavaArgs(firestoreEmulator, {
    host,
    port: ports.firestore,
    rules: firestoreRules,
    projectId,
    seedFrom: imported.firestoreMetadata,
  });

  const firestore = supervise(firestoreEmulator.java, javaArgs, {
    onOutput: options.quiet ? undefined : (text) => process.stdout.write(indent(text)),
  });
  // A last resort if the caller never calls stop(): no Java left behind when Node exits.
  const onExit = () => killGroupSync(firestore);
  process.once("exit", onExit);

  /** @type {Awaited<ReturnType<typeof startNodeEmulators>> | undefined} */
  let nodeEmulators;
  try {
    const firestoreReady = waitForHttp(
      `http://${host}:${ports.firestore}/`,
      // The JVM boots in about 10 s on a quiet pair of cores, but took over 60 s twice on one
      // busy with other JVMs and browsers (load average 15). The bound only ends a start that is
      // not coming, so it allows a busy machine that much again.
      options.startTimeoutMs ?? 120_000,
      () =>
        firestore.running()
          ? null
          : `The Firestore emulator exited during start-up:\n${firestore.output()}`,
    );
    // Let the Node emulators start while the JVM boots; settle firestoreReady before any throw.
    const [nodeResult, firestoreResult] = await Promise.allSettled([
      startNodeEmulators({
        projectId,
        host,
        authPort: ports.auth,
        storagePort: ports.storage,
        storageRules,
      }),
      firestoreReady,
    ]);
    if (nodeResult.status === "rejected") throw nodeResult.reason;
    const started = nodeResult.value;
    nodeEmulators = started;
    if (firestoreResult.status === "rejected") throw firestoreResult.reason;
    if (dataDir) {
      await importNodeData(imported, {
        auth: started.auth,
        storageLayer: started.storage.storageLayer,
        projectId,
      });
      if (imported.firestoreMetadata || imported.auth) log(`imported data from ${dataDir}`);
    }
  } catch (error) {
    await nodeEmulators?.stop();
    await firestore.stop();
    process.removeListener("exit", onExit);
    throw error;
  }
  const running = /** @type {NonNullable<typeof nodeEmulators>} */ (nodeEmulators);

  const hosts = {
    auth: `${host}:${ports.auth}`,
    firestore: `${host}:${ports.firestore}`,
    storage: `${host}:${ports.storage}`,
  };
  const env = projectEnv(hosts, projectId, bucket);

  const exportData = async (/** @type {string | undefined} */ target = dataDir) => {
    if (!target) throw new Error("No data folder to export to.");
    await exportAll({
      dataDir: target,
      projectId,
      firestoreUrl: `http://${hosts.firestore}`,
      authUrl: `http://${hosts.auth}`,
      storageLayer: running.storage.storageLayer,
    });
  };

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = (/** @type {{ exportData?: boolean }} */ stopOptions = {}) => {
    stopping ??= (async () => {
      runningSets.delete(stop);
      try {
        if (dataDir && stopOptions.exportData !== false) {
          await exportData();
          log(`exported data to ${dataDir}`);
        }
      } catch (error) {
        console.error(`[emulators] export failed, data of this run is not saved: ${String(error)}`);
      } finally {
        await running.stop().catch(() => {});
        await firestore.stop();
        process.removeListener("exit", onExit);
      }
    })();
    return stopping;
  };
  runningSets.add(stop);

  const clear = async () => {
    await clearEmulatorData({ projectId, firestoreHost: hosts.firestore, authHost: hosts.auth });
    // Storage has no clearing endpoint that keeps the server up (its /internal/reset empties
    // every bucket): this project's bucket only, so other projects on the set keep theirs.
    const layer = running.storage.storageLayer;
    for (const file of [...layer._files.values()]) {
      if (file.metadata.bucket === bucket) layer.deleteFile(bucket, file.metadata.name);
    }
    layer._buckets.delete(bucket);
  };

  log(
    `Auth ${hosts.auth} · Firestore ${hosts.firestore} · Storage ${hosts.storage} (project ${projectId})`,
  );
  log(`ready in ${Math.round(performance.now() - startedAt)} ms`);
  return { projectId, hosts, ports, env, bucket, clear, exportData, stop };
}

/** Stops every set this process started (used by the CLI's signal handlers). */
export async function stopAllEmulators() {
  await Promise.all([...runningSets].map((stop) => stop()));
}

/**
 * Clears Firestore documents and Auth accounts of a running emulator set from another
 * process (tests use this between cases).
 * @param {{ projectId: string, firestoreHost: string, authHost: string }} target
 */
export async function clearEmulatorData(target) {
  await Promise.all([
    checkedFetch(
      `http://${target.firestoreHost}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`,
      { method: "DELETE" },
    ),
    checkedFetch(`http://${target.authHost}/emulator/v1/projects/${target.projectId}/accounts`, {
      method: "DELETE",
      headers: { Authorization: "Bearer owner" },
    }),
  ]);
}

/** @param {string} url @param {RequestInit} init */
async function checkedFetch(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${url} → ${response.status} ${await response.text()}`);
}

/** @param {string} text */
function indent(text) {
  return text.replace(/^(?=.)/gm, "  [firestore] ");
}
