// Which Cloud Firestore emulator jar runs, and how it is called. The machine's jar (the
// google-cloud-cli-firestore-emulator package, offline) is always preferred and started as
// before; without one, firebase-tools downloads its own jar (internet needed) and it is started
// with the arguments firebase-tools itself gives it.
import {
  checkPrerequisites,
  EmulatorPrerequisiteError,
  findFirestoreJar,
  javaMajorVersion,
} from "./prerequisites.js";

const MACHINE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/**
 * @typedef {{ source: "machine" | "downloaded", java: string, jar: string }} FirestoreEmulator
 * @typedef {{ host: string, port: number, rules: string, projectId: string, seedFrom?: string }} FirestoreArgs
 */

/** firebase-tools' download into ~/.cache/firebase/emulators (FIREBASE_EMULATORS_PATH), once. */
async function downloadFirestoreJar() {
  const emulators = await import("firebase-tools/lib/emulator/downloadableEmulators.js");
  await emulators.downloadIfNecessary("firestore");
  return emulators.getDownloadDetails("firestore").downloadPath;
}

/**
 * The machine's jar when there is one (checked exactly as before); otherwise firebase-tools'.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ download?: () => Promise<string>, log?: (line: string) => void }} [options]
 * @returns {Promise<FirestoreEmulator>}
 */
export async function locateFirestoreEmulator(env, options = {}) {
  if (findFirestoreJar(env)) {
    const { java, firestoreJar } = checkPrerequisites(env);
    return { source: "machine", java, jar: firestoreJar };
  }
  const download = options.download ?? downloadFirestoreJar;
  let jar;
  try {
    options.log?.("no Firestore emulator jar on this machine: firebase-tools downloads its own");
    jar = await download();
  } catch (error) {
    // Offline: the message says what to install, plus why the download failed.
    try {
      checkPrerequisites(env);
    } catch (missing) {
      throw new EmulatorPrerequisiteError(
        `${/** @type {Error} */ (missing).message}\n- firebase-tools could not download its own jar: ${String(error)}`,
      );
    }
    throw error;
  }
  const java = env.JAVA ?? "java";
  const major = javaMajorVersion(java);
  if (major === null || major < 11) {
    throw new EmulatorPrerequisiteError(
      `Cannot start the Firebase emulators:\n- The Firestore emulator needs Java 11 or newer (${major === null ? "none found" : `found ${major}`}).`,
    );
  }
  return { source: "downloaded", java, jar };
}

/**
 * The JVM's arguments.
 * @param {FirestoreEmulator} emulator
 * @param {FirestoreArgs} args
 */
export function firestoreJavaArgs(emulator, { host, port, rules, projectId, seedFrom }) {
  if (emulator.source === "machine") {
    // As firebase-tools does: the emulator binds IPv4 hosts more reliably with this.
    const javaArgs = [
      "-Djava.net.preferIPv4Stack=true",
      "-cp",
      emulator.jar,
      MACHINE_MAIN_CLASS,
      "start",
    ];
    javaArgs.push("--host", host, "--port", String(port), "--rules", rules);
    javaArgs.push("--project_id", projectId, "--single_project_mode", "true");
    if (seedFrom) javaArgs.push("--import-data", seedFrom);
    return javaArgs;
  }
  // firebase-tools' command for its jar (lib/emulator/downloadableEmulators.js, 14.27.0).
  const javaArgs = [
    "-Djava.net.preferIPv4Stack=true",
    "-Dgoogle.cloud_firestore.debug_log_level=FINE",
    "-Duser.language=en",
    "-jar",
    emulator.jar,
  ];
  javaArgs.push("--port", String(port), "--host", host, "--rules", rules);
  if (seedFrom) javaArgs.push("--seed_from_export", seedFrom);
  javaArgs.push("--project_id", projectId, "--single_project_mode", "true");
  return javaArgs;
}
