// What the offline emulators need from the machine, checked before anything starts so a
// missing piece fails at once with a message that says how to get it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const DEBIAN_FIRESTORE_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

export class EmulatorPrerequisiteError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "EmulatorPrerequisiteError";
  }
}

/** Major version of the `java` on PATH (or JAVA), or null when there is none. */
export function javaMajorVersion(java = process.env.JAVA ?? "java") {
  const probe = spawnSync(java, ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr + probe.stdout);
  if (!match) return null;
  // Java 8 and older report "1.8.0".
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

/**
 * Finds the Cloud Firestore emulator jar: FIRESTORE_EMULATOR_JAR, then Debian's
 * google-cloud-cli-firestore-emulator package (where dpkg says it is, or its usual place).
 * @returns {string | null}
 */
export function findFirestoreJar(env = process.env) {
  const fromEnv = env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const dpkg = spawnSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], {
    encoding: "utf8",
  });
  if (!dpkg.error && dpkg.status === 0) {
    const jar = dpkg.stdout.split("\n").find((line) => line.endsWith(".jar") && existsSync(line));
    if (jar) return jar;
  }
  return existsSync(DEBIAN_FIRESTORE_JAR) ? DEBIAN_FIRESTORE_JAR : null;
}

/**
 * @returns {{ java: string, firestoreJar: string }}
 * @throws {EmulatorPrerequisiteError}
 */
export function checkPrerequisites(env = process.env) {
  const java = env.JAVA ?? "java";
  const problems = [];
  const major = javaMajorVersion(java);
  if (major === null) {
    problems.push(
      "Java is missing: the Firestore emulator is a Java program (11 or newer).\n" +
        "  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n" +
        "  macOS: brew install openjdk@17   (or set JAVA=/path/to/java)",
    );
  } else if (major < 11) {
    problems.push(`Java ${major} is too old for the Firestore emulator: install Java 11 or newer.`);
  }
  const firestoreJar = findFirestoreJar(env);
  if (!firestoreJar) {
    problems.push(
      "The Cloud Firestore emulator jar is missing.\n" +
        "  Debian/Ubuntu (Google Cloud apt repository): sudo apt-get install -y google-cloud-cli-firestore-emulator\n" +
        "  With the gcloud CLI: gcloud components install cloud-firestore-emulator\n" +
        "  Or point FIRESTORE_EMULATOR_JAR at an existing cloud-firestore-emulator*.jar.\n" +
        "  (With internet and Java 21+, the stock `firebase emulators:start` also works with firebase.json.)",
    );
  }
  if (problems.length > 0 || !firestoreJar) {
    throw new EmulatorPrerequisiteError(
      `Cannot start the Firebase emulators:\n- ${problems.join("\n- ")}`,
    );
  }
  return { java, firestoreJar };
}

/**
 * Resolves when nothing listens on host:port. The firebase-tools servers do not report a
 * failed listen (they would happily "start" on top of another process), hence this check.
 * @param {string} host
 * @param {number} port
 */
export function assertPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        new EmulatorPrerequisiteError(
          error.code === "EADDRINUSE"
            ? `Port ${port} on ${host} is already in use: stop what runs there or choose other ports.`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}

/**
 * A port nothing listens on now, as the system hands one out (it stays free until someone
 * binds it; startEmulators starts again if that someone was faster).
 * @param {string} host
 * @returns {Promise<number>}
 */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("No free port was given."))));
    });
  });
}
