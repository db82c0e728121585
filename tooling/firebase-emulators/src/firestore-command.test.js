// Which Firestore jar runs: the machine's when installed (started exactly as before), else the
// one firebase-tools downloads, started with firebase-tools' own arguments.
import assert from "node:assert/strict";
import { _getCommand } from "firebase-tools/lib/emulator/downloadableEmulators.js";
import { describe, it } from "vitest";
import { EmulatorPrerequisiteError, findFirestoreJar } from "./index.js";
import { firestoreJavaArgs, locateFirestoreEmulator } from "./firestore-command.js";

const machineJar = findFirestoreJar();
const args = {
  host: "127.0.0.1",
  port: 28080,
  rules: "/repo/firestore.rules",
  projectId: "demo-x",
  seedFrom: "/data/firestore_export/firestore_export.overall_export_metadata",
};
const noJar = { ...process.env, FIRESTORE_EMULATOR_JAR: "/nowhere/cloud-firestore-emulator.jar" };

describe("Firestore emulator jar", () => {
  it("uses the machine's jar when one is installed, without downloading", async () => {
    assert.ok(machineJar, "these tests run where the machine's jar is installed");
    const emulator = await locateFirestoreEmulator(process.env, {
      download: () => assert.fail("must not download when the machine has a jar"),
    });
    assert.deepEqual(emulator, { source: "machine", java: "java", jar: machineJar });
    // The offline command, unchanged.
    assert.deepEqual(firestoreJavaArgs(emulator, args), [
      "-Djava.net.preferIPv4Stack=true",
      "-cp",
      machineJar,
      "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
      "start",
      "--host",
      "127.0.0.1",
      "--port",
      "28080",
      "--rules",
      "/repo/firestore.rules",
      "--project_id",
      "demo-x",
      "--single_project_mode",
      "true",
      "--import-data",
      args.seedFrom,
    ]);
  });

  it("lets firebase-tools download its jar when the machine has none, and runs it as firebase-tools does", async () => {
    let downloads = 0;
    const emulator = await locateFirestoreEmulator(noJar, {
      download: async () => {
        downloads += 1;
        return "/cache/firebase/emulators/cloud-firestore-emulator-v1.19.8.jar";
      },
    });
    assert.equal(downloads, 1);
    assert.equal(emulator.source, "downloaded");
    const theirs = _getCommand("firestore", {
      port: args.port,
      host: args.host,
      rules: args.rules,
      seed_from_export: args.seedFrom,
      project_id: args.projectId,
      single_project_mode: true,
    });
    // firebase-tools adds the IPv4 flag only under WSL; this launcher always binds IPv4 hosts.
    const ours = firestoreJavaArgs(emulator, args).filter(
      (arg) => arg !== "-Djava.net.preferIPv4Stack=true",
    );
    assert.deepEqual(
      ours,
      theirs.args
        .filter((arg) => arg !== "-Djava.net.preferIPv4Stack=true")
        .map(String)
        .map((arg) => (arg.endsWith(".jar") ? emulator.jar : arg)),
    );
  });

  it("says what to install when there is no jar and the download fails (offline)", async () => {
    await assert.rejects(
      locateFirestoreEmulator(noJar, {
        download: () => Promise.reject(new Error("getaddrinfo ENOTFOUND storage.googleapis.com")),
      }),
      (error) =>
        error instanceof EmulatorPrerequisiteError &&
        /google-cloud-cli-firestore-emulator/.test(error.message) &&
        /could not download its own jar: Error: getaddrinfo ENOTFOUND/.test(error.message),
    );
  });
});
