// The launcher itself: start/stop, persistence across restarts, prerequisite and port checks,
// and that no child outlives its parent. Free ports only, so it runs next to other suites, a
// second run of this one and a running bin/up (defaults).
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll as after, describe, it } from "vitest";
import {
  EmulatorPrerequisiteError,
  checkPrerequisites,
  freePort,
  startEmulators,
} from "../src/index.js";

const PORTS = {
  auth: await freePort("127.0.0.1"),
  firestore: await freePort("127.0.0.1"),
  storage: await freePort("127.0.0.1"),
};
const PROJECT = "demo-travel-launcher";
const owner = { Authorization: "Bearer owner", "Content-Type": "application/json" };
const scratch = mkdtempSync(join(tmpdir(), "travel-emulators-test-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const javaRunning = (port = PORTS.firestore) =>
  spawnSync("pgrep", ["-f", `CloudFirestore start --host 127.0.0.1 --port ${port} `]).status === 0;

/** @param {import("../src/index.js").RunningEmulators} emulators */
async function seedSomething(emulators) {
  const signUp = await fetch(
    `http://${emulators.hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: "POST",
      headers: owner,
      body: JSON.stringify({
        email: "kept@wayfarer.test",
        password: "kept-secret",
        returnSecureToken: true,
      }),
    },
  );
  assert.equal(signUp.status, 200);
  const doc = await fetch(
    `http://${emulators.hosts.firestore}/v1/projects/${PROJECT}/databases/(default)/documents/destinations?documentId=7`,
    {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ fields: { name: { stringValue: "Porto" } } }),
    },
  );
  assert.equal(doc.status, 200);
  const upload = await fetch(
    `http://${emulators.hosts.storage}/upload/storage/v1/b/${emulators.bucket}/o?uploadType=media&name=profile_pics%2Fu1`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "image/png" },
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    },
  );
  assert.equal(upload.status, 200);
}

describe("startEmulators", () => {
  it("starts Auth, Firestore and Storage, hands out their env, and stops without leftovers", async () => {
    const emulators = await startEmulators({ projectId: PROJECT, ports: PORTS, quiet: true });
    try {
      assert.deepEqual(emulators.env, {
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
        GCLOUD_PROJECT: PROJECT,
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_STORAGE_BUCKET: `${PROJECT}.firebasestorage.app`,
      });
      assert.ok(javaRunning());
      await seedSomething(emulators);
      await emulators.clear();
      const accounts = await fetch(
        `http://${emulators.hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`,
        { headers: owner },
      );
      const body = /** @type {{ users?: unknown[] }} */ (await accounts.json());
      assert.deepEqual(body.users ?? [], []);
    } finally {
      await emulators.stop();
    }
    assert.equal(javaRunning(), false);
    await assert.doesNotReject(() => emulators.stop(), "stop() twice is harmless");
  });

  it("keeps Auth, Firestore and Storage data across a restart with a data folder", async () => {
    const dataDir = join(scratch, "data");
    const first = await startEmulators({ projectId: PROJECT, ports: PORTS, quiet: true, dataDir });
    try {
      await seedSomething(first);
    } finally {
      await first.stop();
    }
    const second = await startEmulators({ projectId: PROJECT, ports: PORTS, quiet: true, dataDir });
    try {
      const signIn = await fetch(
        `http://${second.hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
        {
          method: "POST",
          headers: owner,
          body: JSON.stringify({ email: "kept@wayfarer.test", password: "kept-secret" }),
        },
      );
      assert.equal(signIn.status, 200);
      const doc = await fetch(
        `http://${second.hosts.firestore}/v1/projects/${PROJECT}/databases/(default)/documents/destinations/7`,
        { headers: owner },
      );
      const stored = /** @type {{ fields: { name: { stringValue: string } } }} */ (
        await doc.json()
      );
      assert.equal(stored.fields.name.stringValue, "Porto");
      const object = await fetch(
        `http://${second.hosts.storage}/storage/v1/b/${second.bucket}/o/profile_pics%2Fu1?alt=media`,
        { headers: owner },
      );
      assert.deepEqual(
        Buffer.from(await object.arrayBuffer()),
        Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      );
    } finally {
      await second.stop({ exportData: false });
    }
    // Two starts of up to 180 s each (the launcher's bound), an export and the requests: beside a
    // second run of the suite on two cores, this test has taken 146–185 s.
  }, 480_000);

  it("refuses a busy port before starting anything", async () => {
    const blocker = createServer();
    await new Promise((resolve) =>
      blocker.listen(PORTS.storage, "127.0.0.1", () => resolve(undefined)),
    );
    try {
      await assert.rejects(
        startEmulators({ projectId: PROJECT, ports: PORTS, quiet: true }),
        (error) => {
          assert.ok(error instanceof EmulatorPrerequisiteError);
          assert.match(
            error.message,
            new RegExp(`Port ${PORTS.storage} on 127.0.0.1 is already in use`),
          );
          return true;
        },
      );
      assert.equal(javaRunning(), false);
    } finally {
      blocker.close();
    }
  });

  it("chooses free ports for ports given as 0 and says which", async () => {
    const emulators = await startEmulators({
      projectId: PROJECT,
      ports: { auth: 0, firestore: 0, storage: 0 },
      quiet: true,
    });
    try {
      const { auth, firestore, storage } = emulators.ports;
      assert.ok([auth, firestore, storage].every((port) => port > 0));
      assert.equal(new Set([auth, firestore, storage]).size, 3, "three different ports");
      assert.equal(emulators.env.FIRESTORE_EMULATOR_HOST, `127.0.0.1:${firestore}`);
      assert.ok(javaRunning(firestore));
      await seedSomething(emulators);
    } finally {
      await emulators.stop();
    }
    assert.equal(javaRunning(emulators.ports.firestore), false);
  });

  it("refuses a project id that is not demo-", async () => {
    await assert.rejects(
      startEmulators({ projectId: "wayfarer-prod", ports: PORTS, quiet: true }),
      /demo- project id/,
    );
  });
});

describe("checkPrerequisites", () => {
  it("names what is missing and how to get it", () => {
    assert.throws(
      () =>
        checkPrerequisites({
          JAVA: "/nonexistent/java",
          FIRESTORE_EMULATOR_JAR: "/nonexistent.jar",
        }),
      (error) => {
        assert.ok(error instanceof EmulatorPrerequisiteError);
        assert.match(error.message, /Java is missing[\s\S]*openjdk-17-jre-headless/);
        assert.match(
          error.message,
          /Firestore emulator jar is missing[\s\S]*google-cloud-cli-firestore-emulator/,
        );
        return true;
      },
    );
  });
});

describe("supervise", () => {
  it("ends the supervised command when its Node parent is killed outright", async () => {
    const marker = `travel-watchdog-${process.pid}-${Date.now()}`;
    // A parent that supervises `sleep` (tagged by its argv) and is then SIGKILLed.
    const parent = spawn(process.execPath, [
      "--input-type=module",
      "-e",
      `import { supervise } from ${JSON.stringify(new URL("../src/supervise.js", import.meta.url).href)};
       supervise("bash", ["-c", "exec -a ${marker} sleep 300"]); setInterval(() => {}, 1000);`,
    ]);
    const running = () => spawnSync("pgrep", ["-f", marker]).status === 0;
    for (let i = 0; i < 50 && !running(); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(running(), "the supervised command started");
    parent.kill("SIGKILL");
    for (let i = 0; i < 50 && running(); i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(running(), false, "the supervised command ended with its parent");
  });
});
