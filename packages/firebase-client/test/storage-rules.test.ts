// storage.rules — what is and is not covered.
//
// The offline Storage emulator cannot run the real rules engine (firebase-tools downloads it,
// which fails without internet). It decides client requests with a hand-written mirror of
// storage.rules (tooling/firebase-emulators/src/storage-rules.js). These tests exercise that
// mirror, directly and through the real web SDK against the emulator; they do NOT prove that
// storage.rules itself behaves the same in the real engine. Uploads in this product go through
// the server with the admin SDK (which bypasses rules), and the server checks type, bytes and
// size itself (pictures.test.ts, data-url.test.ts).
import { decideStorageRequest, PROFILE_PICTURE_MAX_BYTES } from "@travel/firebase-emulators";
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from "@firebase/rules-unit-testing";
import {
  deleteObject,
  type FirebaseStorage,
  getBytes,
  listAll,
  ref,
  uploadBytes,
} from "firebase/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_MAX_BYTES } from "../src/pictures/data-url.js";
import { emulatorEnv } from "./helpers.js";
import { png } from "./fixtures/images.js";

const owner = "uid-owner";
const other = "uid-other";
let env: RulesTestEnvironment;

const bucketUrl = () => `gs://${emulatorEnv().FIREBASE_STORAGE_BUCKET}`;
const as = {
  owner: () => env.authenticatedContext(owner).storage(bucketUrl()) as unknown as FirebaseStorage,
  other: () => env.authenticatedContext(other).storage(bucketUrl()) as unknown as FirebaseStorage,
  visitor: () => env.unauthenticatedContext().storage(bucketUrl()) as unknown as FirebaseStorage,
};

beforeAll(async () => {
  const [host, port] = emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST.split(":");
  env = await initializeTestEnvironment({
    projectId: emulatorEnv().FIREBASE_PROJECT_ID,
    storage: { host: host ?? "127.0.0.1", port: Number(port) },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("profile_pictures through the web SDK (mirror of storage.rules)", () => {
  const picture = new Uint8Array(png());
  const path = (uid: string) => `profile_pics/${uid}`;

  it("the owner uploads, reads and deletes their picture", async () => {
    const db = as.owner();
    await assertSucceeds(uploadBytes(ref(db, path(owner)), picture, { contentType: "image/png" }));
    await assertSucceeds(getBytes(ref(db, path(owner))));
    await assertSucceeds(deleteObject(ref(db, path(owner))));
  });

  it("nobody else writes or reads it", async () => {
    await assertSucceeds(
      uploadBytes(ref(as.owner(), path(owner)), picture, { contentType: "image/png" }),
    );
    await assertFails(
      uploadBytes(ref(as.other(), path(owner)), picture, { contentType: "image/png" }),
    );
    await assertFails(
      uploadBytes(ref(as.visitor(), path(owner)), picture, { contentType: "image/png" }),
    );
    await assertFails(getBytes(ref(as.other(), path(owner))));
    await assertFails(getBytes(ref(as.visitor(), path(owner))));
    await assertFails(deleteObject(ref(as.other(), path(owner))));
  });

  it("only images are accepted", async () => {
    const db = as.owner();
    await assertFails(
      uploadBytes(ref(db, path(owner)), new TextEncoder().encode("<svg/>"), {
        contentType: "image/svg+xml",
      }),
    );
    await assertFails(
      uploadBytes(ref(db, path(owner)), new TextEncoder().encode("hello"), {
        contentType: "text/plain",
      }),
    );
  });

  it("pictures over the size limit are refused", async () => {
    const big = new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1);
    big.set(picture);
    await assertFails(uploadBytes(ref(as.owner(), path(owner)), big, { contentType: "image/png" }));
  });

  it("no other path and no listing is open", async () => {
    await assertFails(
      uploadBytes(ref(as.owner(), `uploads/${owner}.png`), picture, { contentType: "image/png" }),
    );
    await assertFails(
      uploadBytes(ref(as.owner(), `profile_pics/${owner}/nested`), picture, {
        contentType: "image/png",
      }),
    );
    await assertFails(listAll(ref(as.owner(), "profile_pics")));
  });
});

describe("decideStorageRequest (the mirror itself)", () => {
  const token = (claims: object) =>
    ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), ""].join(".");
  const request = (method: string, object: string, claims?: object, after?: object) => ({
    method,
    path: `b/bucket/o/${object}`,
    token: claims ? token(claims) : undefined,
    file: after ? { after } : {},
  });

  it("uses the same size limit as the server", () => {
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(PICTURE_MAX_BYTES);
  });

  it("reads the uid from user_id or sub", () => {
    const image = { size: 10, contentType: "image/webp" };
    expect(
      decideStorageRequest(request("create", "profile_pics/u1", { user_id: "u1" }, image))
        .permitted,
    ).toBe(true);
    expect(
      decideStorageRequest(request("create", "profile_pics/u1", { sub: "u1" }, image)).permitted,
    ).toBe(true);
    expect(
      decideStorageRequest(request("update", "profile_pics/u1", { sub: "u2" }, image)).permitted,
    ).toBe(false);
  });

  it("refuses broken tokens, missing metadata and unknown methods", () => {
    expect(
      decideStorageRequest({ method: "get", path: "b/x/o/profile_pics/u1", token: "garbage" })
        .permitted,
    ).toBe(false);
    expect(
      decideStorageRequest({ method: "get", path: "b/x/o/profile_pics/u1", token: "a.%%%.c" })
        .permitted,
    ).toBe(false);
    expect(
      decideStorageRequest(request("create", "profile_pics/u1", { sub: "u1" })).permitted,
    ).toBe(false);
    expect(decideStorageRequest(request("list", "profile_pics/u1", { sub: "u1" })).reason).toMatch(
      /no rule allows list/,
    );
    expect(decideStorageRequest({ method: "get", path: "not-a-storage-path" }).permitted).toBe(
      false,
    );
  });
});

describe("editors' photos (decision 131)", () => {
  const picture = new Uint8Array(png());
  const claimsEditor = () =>
    env
      .authenticatedContext(owner, { editor: true })
      .storage(bucketUrl()) as unknown as FirebaseStorage;

  it("no client writes or reads an original or a rendition, whatever its token claims", async () => {
    for (const storage of [as.owner(), as.visitor(), claimsEditor()]) {
      for (const path of [
        "content-originals/abcdef0123456789",
        "content/photos/abcdef0123456789/640.webp",
      ]) {
        await assertFails(uploadBytes(ref(storage, path), picture, { contentType: "image/png" }));
        await assertFails(getBytes(ref(storage, path)));
        await assertFails(deleteObject(ref(storage, path)));
      }
    }
  });
});
