// The launcher itself: start/stop, persistence across restarts, prerequisite and port checks,
// and that no child outlives its parent. Free ports only, so it runs next to other suites, a
// second run of this one and a running bin/up (defaults).
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll as after, beforeAll as before, describe, it } from "vitest";
import {
  EmulatorPrerequisiteError,
  checkPrerequisites,
  freePort,
  projectEnv,
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
        FIREBASE_WEB_API_KEY: PROJECT,
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
  });

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

  it("refuses a project id that is not demo-", async () => {
    await assert.rejects(
      startEmulators({ projectId: "wayfarer-prod", ports: PORTS, quiet: true }),
      /demo- project id/,
    );
  });
});

describe("a set on free ports, shared by several projects", () => {
  /** @type {import("../src/index.js").RunningEmulators} */
  let emulators;
  before(async () => {
    emulators = await startEmulators({
      projectId: PROJECT,
      ports: { auth: 0, firestore: 0, storage: 0 },
      quiet: true,
    });
  });
  after(async () => {
    await emulators?.stop();
    if (emulators) assert.equal(javaRunning(emulators.ports.firestore), false);
  });

  it("chooses free ports for ports given as 0 and says which", async () => {
    const { auth, firestore, storage } = emulators.ports;
    assert.ok([auth, firestore, storage].every((port) => port > 0));
    assert.equal(new Set([auth, firestore, storage]).size, 3, "three different ports");
    assert.equal(emulators.env.FIRESTORE_EMULATOR_HOST, `127.0.0.1:${firestore}`);
    assert.ok(javaRunning(firestore));
    await seedSomething(emulators);
  });

  it("keeps each project's accounts, documents and files apart, and applies the storage rules in each", async () => {
    const other = projectEnv(emulators.hosts, "demo-travel-other");
    const auth = (
      /** @type {string} */ path,
      /** @type {string} */ key,
      /** @type {object} */ body,
    ) =>
      fetch(`http://${emulators.hosts.auth}/identitytoolkit.googleapis.com/v1/${path}?key=${key}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const person = { email: "apart@wayfarer.test", password: "apart-secret" };
    // Auth: a call that carries only the key is answered for the project the key names.
    const signUp = await auth("accounts:signUp", other.FIREBASE_WEB_API_KEY, {
      ...person,
      returnSecureToken: true,
    });
    assert.equal(signUp.status, 200);
    const { idToken, localId } = /** @type {{ idToken: string, localId: string }} */ (
      await signUp.json()
    );
    const claims = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString());
    assert.equal(claims.aud, "demo-travel-other");
    assert.equal(
      (await auth("accounts:signInWithPassword", "demo-travel-other", person)).status,
      200,
    );
    const elsewhere = await auth(
      "accounts:signInWithPassword",
      emulators.env.FIREBASE_WEB_API_KEY,
      person,
    );
    assert.equal(elsewhere.status, 400, "the set's own project has no such account");

    // Firestore: one project's document is not in the other.
    const docPath = (/** @type {string} */ project) =>
      `http://${emulators.hosts.firestore}/v1/projects/${project}/databases/(default)/documents/destinations/9`;
    const write = await fetch(`${docPath("demo-travel-other")}?currentDocument.exists=false`, {
      method: "PATCH",
      headers: owner,
      body: JSON.stringify({ fields: { name: { stringValue: "Faro" } } }),
    });
    assert.equal(write.status, 200);
    assert.equal((await fetch(docPath(PROJECT), { headers: owner })).status, 404);

    // Storage: each project's bucket holds its own files, under the same rules.
    const name = `profile_pics%2F${localId}`;
    const upload = await fetch(
      `http://${emulators.hosts.storage}/upload/storage/v1/b/${other.FIREBASE_STORAGE_BUCKET}/o?uploadType=media&name=${name}`,
      {
        method: "POST",
        headers: { Authorization: "Bearer owner", "Content-Type": "image/png" },
        body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      },
    );
    assert.equal(upload.status, 200);
    const read = (/** @type {string} */ bucket, /** @type {string} */ token) =>
      fetch(`http://${emulators.hosts.storage}/v0/b/${bucket}/o/${name}?alt=media`, {
        headers: { Authorization: `Firebase ${token}` },
      });
    assert.equal(
      (await read(other.FIREBASE_STORAGE_BUCKET, idToken)).status,
      200,
      "the owner reads it",
    );
    const stranger = /** @type {{ idToken: string }} */ (
      await (
        await auth("accounts:signUp", "demo-travel-other", {
          email: "stranger@wayfarer.test",
          password: "stranger-secret",
          returnSecureToken: true,
        })
      ).json()
    );
    assert.equal((await read(other.FIREBASE_STORAGE_BUCKET, stranger.idToken)).status, 403);
    assert.equal((await read(emulators.bucket, idToken)).status, 404, "not in the other bucket");

    // Clearing the set's own project leaves the other project's data where it was.
    await emulators.clear();
    assert.equal(
      (await auth("accounts:signInWithPassword", "demo-travel-other", person)).status,
      200,
    );
    assert.equal((await fetch(docPath("demo-travel-other"), { headers: owner })).status, 200);
    assert.equal((await read(other.FIREBASE_STORAGE_BUCKET, idToken)).status, 200);
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
