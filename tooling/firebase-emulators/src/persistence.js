// Export on stop / import on start, in the folder layout of `firebase emulators:export`
// (firebase-export-metadata.json + auth_export/ + firestore_export/ + storage_export/), so
// the same folder also works with the stock `firebase emulators:start --import`.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const METADATA_FILE = "firebase-export-metadata.json";
const FIRESTORE_EXPORT = "firestore_export";
const AUTH_EXPORT = "auth_export";
const STORAGE_EXPORT = "storage_export";
const ADMIN = { Authorization: "Bearer owner" };

/**
 * @typedef {{ firestore?: string, auth?: string, storage?: string }} ImportPaths
 */

/**
 * What a data folder holds, as absolute paths (undefined when missing).
 * @param {string} dataDir
 * @returns {ImportPaths & { firestoreMetadata?: string }}
 */
export function readExport(dataDir) {
  if (!existsSync(join(dataDir, METADATA_FILE))) return {};
  const metadata = JSON.parse(readFileSync(join(dataDir, METADATA_FILE), "utf8"));
  const firestoreMetadata = metadata.firestore?.metadata_file
    ? join(dataDir, metadata.firestore.metadata_file)
    : undefined;
  const present = (/** @type {string | undefined} */ path) =>
    path && existsSync(join(dataDir, path)) ? join(dataDir, path) : undefined;
  return {
    firestoreMetadata:
      firestoreMetadata && existsSync(firestoreMetadata) ? firestoreMetadata : undefined,
    auth: present(metadata.auth?.path),
    storage: present(metadata.storage?.path),
  };
}

/**
 * Writes everything the emulators hold into dataDir. It writes a fresh folder next to it
 * and swaps it in at the end, so an interrupted export never leaves half a data folder.
 * @param {{ dataDir: string, projectId: string, firestoreUrl: string, authUrl: string,
 *   storageLayer: { export(path: string, options: { initiatedBy: string }): Promise<void> } }} options
 */
export async function exportAll(options) {
  const { dataDir, projectId } = options;
  const staging = `${dataDir}.exporting-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    // Firestore writes the export itself (the folder must exist and be absolute).
    await postJson(`${options.firestoreUrl}/emulator/v1/projects/${projectId}:export`, {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: staging,
      export_name: FIRESTORE_EXPORT,
    });

    mkdirSync(join(staging, AUTH_EXPORT));
    const accounts = await getJson(
      `${options.authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    );
    writeFileSync(join(staging, AUTH_EXPORT, "accounts.json"), JSON.stringify(accounts, null, 2));
    const config = await getJson(`${options.authUrl}/emulator/v1/projects/${projectId}/config`);
    writeFileSync(join(staging, AUTH_EXPORT, "config.json"), JSON.stringify(config, null, 2));

    mkdirSync(join(staging, STORAGE_EXPORT));
    await options.storageLayer.export(join(staging, STORAGE_EXPORT), {
      initiatedBy: "travel-emulators",
    });

    writeFileSync(
      join(staging, METADATA_FILE),
      JSON.stringify(
        {
          version: "14.27.0",
          firestore: {
            version: "travel-offline",
            path: FIRESTORE_EXPORT,
            metadata_file: `${FIRESTORE_EXPORT}/${FIRESTORE_EXPORT}.overall_export_metadata`,
          },
          auth: { version: "14.27.0", path: AUTH_EXPORT },
          storage: { version: "14.27.0", path: STORAGE_EXPORT },
        },
        null,
        2,
      ),
    );
    const previous = `${dataDir}.previous-${process.pid}`;
    if (existsSync(dataDir)) renameSync(dataDir, previous);
    renameSync(staging, dataDir);
    rmSync(previous, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Loads auth accounts/config and storage objects from an export. (Firestore imports at
 * start-up through the Java emulator's --import-data flag.)
 * @param {ImportPaths} paths
 * @param {{ auth: { importData(dir: string, projectId: string, options: { initiatedBy: string }): Promise<void> },
 *   storageLayer: { import(path: string, options: { initiatedBy: string }): void }, projectId: string }} emulators
 */
export async function importNodeData(paths, emulators) {
  if (paths.auth)
    await emulators.auth.importData(paths.auth, emulators.projectId, { initiatedBy: "start" });
  if (paths.storage) emulators.storageLayer.import(paths.storage, { initiatedBy: "start" });
}

/**
 * Copies one project's Firestore documents and Auth accounts (uids, password hashes and claims
 * kept) into another project of the same running set, through the emulators' own export and
 * import: how a test suite starts from a project seeded once for the whole run.
 * @param {{ hosts: { auth: string, firestore: string }, from: string, to: string }} options
 */
export async function copyProject({ hosts, from, to }) {
  const scratch = mkdtempSync(join(tmpdir(), "travel-project-copy-"));
  try {
    await postJson(`http://${hosts.firestore}/emulator/v1/projects/${from}:export`, {
      database: `projects/${from}/databases/(default)`,
      export_directory: scratch,
      export_name: FIRESTORE_EXPORT,
    });
    await postJson(`http://${hosts.firestore}/emulator/v1/projects/${to}:import`, {
      database: `projects/${to}/databases/(default)`,
      export_directory: join(
        scratch,
        FIRESTORE_EXPORT,
        `${FIRESTORE_EXPORT}.overall_export_metadata`,
      ),
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const accounts = /** @type {{ users?: unknown[] }} */ (
    await getJson(
      `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${from}/accounts:batchGet?maxResults=-1`,
    )
  );
  if (accounts.users?.length) {
    await postJson(
      `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${to}/accounts:batchCreate`,
      { users: accounts.users },
    );
  }
}

/** @param {string} url @param {unknown} body */
async function postJson(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} → ${response.status} ${await response.text()}`);
}

/** @param {string} url */
async function getJson(url) {
  const response = await fetch(url, { headers: ADMIN });
  if (!response.ok) throw new Error(`GET ${url} → ${response.status} ${await response.text()}`);
  return response.json();
}
