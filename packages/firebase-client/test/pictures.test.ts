import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { picturePath, PictureUploadError, createPictures } from "../src/pictures/pictures.js";
import { createProfiles } from "../src/profiles.js";
import { PICTURE_MAX_BYTES } from "../src/pictures/data-url.js";
import {
  admin,
  clearEmulators,
  closeServices,
  emulatorEnv,
  newUser,
  recordingLogger,
  services,
} from "./helpers.js";
import { dataUrl, jpegHead, png } from "./fixtures/images.js";
import { startResettingProxy } from "./fixtures/resetting-proxy.js";

beforeEach(clearEmulators);
afterAll(closeServices);

async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function expectUploadError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PictureUploadError);
  expect((error as PictureUploadError).code).toBe(code);
}

describe("profile pictures", () => {
  it("stores the picture at profile_pics/{uid}, saves its download URL on the profile and returns it", async () => {
    const set = services();
    const user = await newUser(set);
    const picture = png(4, 4);
    const url = await set.pictures.uploadProfilePicture(user.uid, dataUrl("image/png", picture));

    const env = emulatorEnv();
    expect(url).toMatch(
      new RegExp(
        `^http://${env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${env.FIREBASE_STORAGE_BUCKET}/o/profile_pics%2F${user.uid}\\?alt=media&token=[0-9a-f-]{36}$`,
      ),
    );
    expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe(url);
    expect(await download(url)).toEqual({ status: 200, type: "image/png", bytes: picture });
  });

  it("replaces the picture: the new URL works, the old one stops", async () => {
    const set = services();
    const user = await newUser(set);
    const first = await set.pictures.uploadProfilePicture(user.uid, dataUrl("image/png", png()));
    const second = await set.pictures.uploadProfilePicture(
      user.uid,
      dataUrl("image/jpeg", jpegHead),
    );
    expect(second).not.toBe(first);
    expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe(second);
    expect(await download(second)).toMatchObject({
      status: 200,
      type: "image/jpeg",
      bytes: jpegHead,
    });
    expect((await download(first)).status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    [
      "a file whose declared type lies",
      dataUrl("image/png", Buffer.from("<script>alert(1)</script>")),
      "content-mismatch",
    ],
    ["a non-image type", dataUrl("application/pdf", Buffer.from("%PDF-1.7")), "unsupported-type"],
    [
      "an oversized picture",
      dataUrl("image/png", Buffer.concat([png(), Buffer.alloc(PICTURE_MAX_BYTES)])),
      "too-large",
    ],
    ["something that is not a data-URL", "https://example.test/me.png", "invalid-data-url"],
  ])("refuses %s, logs it and stores nothing", async (_label, input, code) => {
    const { logger, lines } = recordingLogger();
    const set = services(logger);
    const user = await newUser(set);
    await expectUploadError(set.pictures.uploadProfilePicture(user.uid, input), code);
    expect(lines.some((line) => line.level === "error" && line.message.includes(code))).toBe(true);
    const [exists] = await admin().bucket.file(picturePath(user.uid)).exists();
    expect(exists).toBe(false);
    expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe("");
  });

  it("uploads nothing for an account without a profile", async () => {
    const set = services();
    await expectUploadError(
      set.pictures.uploadProfilePicture("no-profile-uid", dataUrl("image/png", png())),
      "no-profile",
    );
    const [exists] = await admin().bucket.file(picturePath("no-profile-uid")).exists();
    expect(exists).toBe(false);
  });

  describe("a failure keeps the previous picture", () => {
    const base = () => `http://${emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST}`;

    function picturesWithFailingProfileWrite() {
      const handles = admin();
      const { logger } = recordingLogger();
      const profiles = createProfiles(handles.firestore, logger);
      const failing = {
        ...profiles,
        setPicture: async () => {
          throw new Error("write rejected");
        },
      };
      return { handles, pictures: createPictures(handles, failing, logger, base()) };
    }

    function picturesWithUnreachableStorage() {
      const handles = admin();
      const { logger } = recordingLogger();
      // The same SDK's Storage client, aimed at a port where nothing listens.
      type StorageClient = typeof handles.bucket.storage;
      const Storage = handles.bucket.storage.constructor as new (options: object) => StorageClient;
      const unreachable = new Storage({
        apiEndpoint: "http://127.0.0.1:1",
        projectId: "demo-x",
        retryOptions: { autoRetry: false },
      });
      return createPictures(
        { bucket: unreachable.bucket(handles.bucket.name) },
        createProfiles(handles.firestore, logger),
        logger,
        base(),
      );
    }

    it("profile update fails: nothing is stored for a first picture", async () => {
      const set = services();
      const user = await newUser(set);
      const { handles, pictures } = picturesWithFailingProfileWrite();
      await expectUploadError(
        pictures.uploadProfilePicture(user.uid, dataUrl("image/png", png())),
        "profile-update-failed",
      );
      const [exists] = await handles.bucket.file(picturePath(user.uid)).exists();
      expect(exists).toBe(false);
      expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe("");
    });

    it("profile update fails: the old picture and its URL stay as they were", async () => {
      const set = services();
      const user = await newUser(set);
      const oldPicture = png(3, 3);
      const before = await set.pictures.uploadProfilePicture(
        user.uid,
        dataUrl("image/png", oldPicture),
      );
      const { pictures } = picturesWithFailingProfileWrite();
      await expectUploadError(
        pictures.uploadProfilePicture(user.uid, dataUrl("image/jpeg", jpegHead)),
        "profile-update-failed",
      );
      expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe(before);
      expect(await download(before)).toEqual({ status: 200, type: "image/png", bytes: oldPicture });
    });

    it("storage fails: the profile is pointed back at the previous URL, which still works", async () => {
      const set = services();
      const user = await newUser(set);
      const oldPicture = png(3, 3);
      const before = await set.pictures.uploadProfilePicture(
        user.uid,
        dataUrl("image/png", oldPicture),
      );
      await expectUploadError(
        picturesWithUnreachableStorage().uploadProfilePicture(
          user.uid,
          dataUrl("image/png", png()),
        ),
        "storage-failed",
      );
      expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe(before);
      expect(await download(before)).toEqual({ status: 200, type: "image/png", bytes: oldPicture });
    });

    it("a connection reset as the file goes out is tried again: the upload ends stored", async () => {
      const proxy = await startResettingProxy(
        emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST,
        /^POST \/upload\//,
      );
      try {
        const set = services();
        const user = await newUser(set);
        const handles = admin();
        const { logger } = recordingLogger();
        // The same SDK's Storage client, reaching the emulator through the proxy, without the
        // SDK's own retries (it does not retry an upload without preconditions anyway).
        type StorageClient = typeof handles.bucket.storage;
        const Storage = handles.bucket.storage.constructor as new (
          options: object,
        ) => StorageClient;
        const storage = new Storage({
          apiEndpoint: `http://${proxy.host}`,
          projectId: "demo-x",
          retryOptions: { autoRetry: false },
        });
        const pictures = createPictures(
          { bucket: storage.bucket(handles.bucket.name) },
          createProfiles(handles.firestore, logger),
          logger,
          base(),
        );
        const picture = png(2, 2);
        const url = await pictures.uploadProfilePicture(user.uid, dataUrl("image/png", picture));
        expect(proxy.resets()).toBe(1);
        expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe(url);
        expect(await download(url)).toEqual({ status: 200, type: "image/png", bytes: picture });
      } finally {
        await proxy.close();
      }
    });

    it("storage fails on a first picture: the profile keeps no picture", async () => {
      const set = services();
      const user = await newUser(set);
      await expectUploadError(
        picturesWithUnreachableStorage().uploadProfilePicture(
          user.uid,
          dataUrl("image/png", png()),
        ),
        "storage-failed",
      );
      expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe("");
    });
  });

  it("writes nothing when its caller gave up before the first write (the visitor was told 503)", async () => {
    const set = services();
    const user = await newUser(set);
    const handles = admin();
    const { logger } = recordingLogger();
    const base = `http://${emulatorEnv().FIREBASE_STORAGE_EMULATOR_HOST}`;
    const pictures = createPictures(
      handles,
      createProfiles(handles.firestore, logger),
      logger,
      base,
    );
    const givenUp = new AbortController();
    // The deadline passes while the upload's first read is on its way back.
    const watch = {
      answered: () => givenUp.abort(new Error("deadline passed")),
      signal: givenUp.signal,
    };
    await expect(
      pictures.uploadProfilePicture(user.uid, dataUrl("image/png", png()), watch),
    ).rejects.toThrow("deadline passed");
    const [exists] = await handles.bucket.file(picturePath(user.uid)).exists();
    expect(exists).toBe(false);
    expect((await set.profiles.getProfile(user.uid))?.profilePicture).toBe("");
  });

  it("two uploads at once from two tabs end with the profile pointing at the stored file", async () => {
    const set = services();
    const user = await newUser(set);
    const pictures = [png(1, 1, [255, 0, 0]), png(1, 1, [0, 255, 0])];
    const urls = await Promise.all(
      pictures.map((bytes) =>
        set.pictures.uploadProfilePicture(user.uid, dataUrl("image/png", bytes)),
      ),
    );
    const current = (await set.profiles.getProfile(user.uid))?.profilePicture ?? "";
    expect(urls).toContain(current);
    const downloaded = await download(current);
    expect(downloaded.status).toBe(200);
    expect(pictures.map((bytes) => bytes.toString("hex"))).toContain(
      downloaded.bytes.toString("hex"),
    );
  });
});
