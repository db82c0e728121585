// Two server instances racing on one user: each is a separate Node process with its own admin
// app (test/fixtures/instance.mjs), so nothing in one process's memory can keep them apart.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { favouriteId } from "../src/favourites.js";
import { picturePath } from "../src/pictures/pictures.js";
import { fixtureCatalogue } from "./fixtures/catalogue.js";
import { dataUrl, png } from "./fixtures/images.js";
import { startJitteryProxy } from "./fixtures/jittery-proxy.js";
import { admin, clearEmulators, closeServices, emulatorEnv, newUser, services } from "./helpers.js";

type Settled = { ok: true; value: unknown } | { ok: false; error: string };

/** Starts an instance and resolves once its services are set up. */
async function startInstance(env: Record<string, string>) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [new URL("./fixtures/instance.mjs", import.meta.url).pathname],
    { env: { ...process.env, ...emulatorEnv(), ...env } },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once("line", resolve);
      child.once("exit", (code) => reject(new Error(`instance exited with ${code}: ${stderr}`)));
    });
  expect(await next()).toBe("ready");
  return {
    run(job: object): Promise<Settled[]> {
      const answer = next();
      child.stdin.end(`${JSON.stringify(job)}\n`);
      return answer.then((line) => JSON.parse(line) as Settled[]);
    },
  };
}

/** Both instances start the job at the same moment, and their results come back together. */
async function race(jobs: [object, object], env: Record<string, string> = {}) {
  const instances = await Promise.all(jobs.map(() => startInstance(env)));
  return (await Promise.all(instances.map((instance, i) => instance.run(jobs[i] ?? {})))).flat();
}

beforeAll(() => {
  // The instances run the built package, as a server does: rebuild it if the sources are newer.
  const ensureBuilt = new URL("../../../tooling/scripts/ensure-built.mjs", import.meta.url);
  const built = spawnSync(process.execPath, [ensureBuilt.pathname, "@travel/firebase-client"], {
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("building @travel/firebase-client failed");
});
beforeEach(async () => {
  await clearEmulators();
  await services().catalogue.seed(fixtureCatalogue);
});
afterAll(closeServices);

describe("two server instances racing on one user", () => {
  // Forty uploads settling with their rivals take ~10 s alone and ~30 s on a loaded 2-core
  // machine: the test's deadline (180 s, below) only catches a hang.
  it("picture uploads end with each profile's URL serving the stored file, the one uploaded with it", async () => {
    // Both instances reach Storage over a network of uneven latency, so their uploads land in
    // any order; four users race at once, each with 5 uploads from either instance.
    const proxy = await startJitteryProxy(emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST, 60);
    try {
      const set = services();
      const users = await Promise.all(Array.from({ length: 4 }, () => newUser(set)));
      const uploads = users.flatMap((user, u) =>
        Array.from({ length: 10 }, (_, i) => ({
          uid: user.uid,
          dataUrl: dataUrl("image/png", png(1, 1, [u * 60, i * 25, 100])),
        })),
      );
      const results = await race(
        [
          { kind: "pictures", uploads: uploads.filter((_, i) => i % 2 === 0) },
          { kind: "pictures", uploads: uploads.filter((_, i) => i % 2 === 1) },
        ],
        { FIREBASE_STORAGE_EMULATOR_HOST: proxy.host },
      );
      expect(results.filter((result) => !result.ok)).toEqual([]);
      const sent = new Map(
        [...uploads.filter((_, i) => i % 2 === 0), ...uploads.filter((_, i) => i % 2 === 1)].map(
          (upload, i) => [results[i]?.ok ? String(results[i].value) : "", upload.dataUrl],
        ),
      );

      for (const user of users) {
        const current = (await set.profiles.getProfile(user.uid))?.profilePicture ?? "";
        expect(sent.has(current)).toBe(true);
        // The URL's token is the stored file's, and the file is the picture sent with that URL.
        const [metadata] = await admin().bucket.file(picturePath(user.uid)).getMetadata();
        expect(new URL(current).searchParams.get("token")).toBe(
          metadata.metadata?.firebaseStorageDownloadTokens,
        );
        const response = await fetch(current);
        expect(response.status).toBe(200);
        const dataUrlSent = sent.get(current) ?? "";
        expect(Buffer.from(await response.arrayBuffer()).toString("base64")).toBe(
          dataUrlSent.slice(dataUrlSent.indexOf(",") + 1),
        );
      }
    } finally {
      await proxy.close();
    }
  }, 180_000);

  it("favourite toggles and adds end with each toggle counted once and no duplicates", async () => {
    const alice = "uid-alice";
    // 16 + 15 toggles of destination 1 (odd: it ends on), and adds of 2 and 3 from both sides.
    const job = (toggles: number) => ({
      kind: "favourites",
      uid: alice,
      destinationId: 1,
      toggles,
      adds: [2, 3, 2, 3],
    });
    const results = await race([job(16), job(15)]);
    expect(results.every((result) => result.ok && (result.value as { ok: boolean }).ok)).toBe(true);
    const toggledOn = results.filter(
      (result) => result.ok && (result.value as { favourite?: unknown }).favourite === true,
    );
    // Each toggle saw the one before it: 16 turned it on, 15 off.
    expect(toggledOn).toHaveLength(16);

    const stored = await admin()
      .firestore.collection("favourites")
      .where("userId", "==", alice)
      .get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual(
      [1, 2, 3].map((destinationId) => favouriteId(alice, destinationId)),
    );
    expect((await services().favourites.list(alice)).map((f) => f.destinationId).sort()).toEqual([
      1, 2, 3,
    ]);
  });
});
