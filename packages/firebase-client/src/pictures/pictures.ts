import { randomUUID } from "node:crypto";
import type { AdminHandles } from "../admin-app.js";
import { DEADLINES_MS, isBackendUnavailable, type Watch, withDeadline } from "../deadline.js";
import { jitteredPause } from "../optimistic.js";
import { NoProfileError, type ProfileStore } from "../profiles.js";
import { errorCode, type Logger } from "../results.js";
import { type PictureProblem, parsePictureDataUrl } from "./data-url.js";

export type PictureUploadErrorCode =
  | PictureProblem
  /** The user has no profile to attach the picture to (nothing was uploaded). */
  | "no-profile"
  /** Storing the file failed; the profile was pointed back at its previous picture. */
  | "storage-failed"
  /** The profile could not be updated; nothing was stored. */
  | "profile-update-failed";

export class PictureUploadError extends Error {
  constructor(
    readonly code: PictureUploadErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Profile picture upload failed: ${code}`, options);
    this.name = "PictureUploadError";
  }
}

export interface Pictures {
  /**
   * Stores a data-URL picture at profile_pics/{uid}, saves its download URL on the profile and
   * returns the URL. Failures are logged and thrown as PictureUploadError (spec §8).
   */
  uploadProfilePicture(uid: string, dataUrl: string): Promise<string>;
}

/**
 * The upload as createPictures implements it: a watch hears of each step the backends answered
 * (bounded.ts). Giving up does not stop it: the rounds go on to their consistent end, because a
 * loop cut between a profile write and its file would leave the two disagreeing.
 */
export interface WatchedPictures extends Pictures {
  uploadProfilePicture(uid: string, dataUrl: string, watch?: Watch): Promise<string>;
}

export const picturePath = (uid: string) => `profile_pics/${uid}`;

/**
 * A Firebase token download URL, as getDownloadURL() builds it. Built here from the token we
 * set, because the admin SDK's getDownloadURL reads the token through the rules-checked
 * Firebase endpoint, which it calls without credentials against the emulator.
 * @param downloadBase https://firebasestorage.googleapis.com, or http://HOST:PORT of the emulator
 */
export const downloadUrl = (downloadBase: string, bucket: string, path: string, token: string) =>
  `${downloadBase}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

const TOKENS_KEY = "firebaseStorageDownloadTokens";

/** True for a request cut off before any answer: reset, or hung up by the other side. */
function isConnectionReset(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === "ECONNRESET" ||
    code === "EPIPE" ||
    (error instanceof Error && error.message.includes("socket hang up"))
  );
}

/** Rounds an upload may take while uploads of the same user from other requests interleave. */
const UPLOAD_ROUNDS = 40;

/**
 * Order of work, so that a failure leaves the previous picture in place:
 * 1. check the picture (type by magic bytes, size) and that the user has a profile;
 * 2. point the profile at the new URL (a fresh download token) — if that fails, nothing changed;
 * 3. store the file with that token (replacing the old file and with it the old token) — if
 *    that fails, the profile is pointed back at its previous URL (unless a later upload has
 *    replaced it meanwhile), which still works because the old file was not replaced.
 * Between 2 and 3 (milliseconds) a page may see the new URL before it resolves; the avatar
 * falls back to the default image.
 *
 * Uploads of one user may run at once on any number of server processes, and their steps 2 and
 * 3 may interleave (A's profile write, B's, B's file, A's file: the profile names B's token, the
 * file holds A's). So each upload then checks that the profile names the URL of the stored file
 * — its own or a later upload's that replaced it; if not, it waits a random moment and does 2
 * and 3 again. Whoever writes last then checks after every write, so it sees the final state
 * and would write again if the two disagreed: they always end up agreeing (docs/decisions/068).
 * An upload replaced by a later one that way still returns its own URL, which no longer works.
 *
 * Under a watch (bounded.ts), an upload whose caller gave up before its first write writes
 * nothing; once it has written, it carries on to an agreeing end behind the caller's answer.
 */
export function createPictures(
  handles: Pick<AdminHandles, "bucket">,
  profiles: ProfileStore,
  logger: Logger,
  downloadBase: string,
): WatchedPictures {
  const failed = (code: PictureUploadErrorCode, cause?: unknown): never => {
    const error = new PictureUploadError(code, { cause });
    logger.error(error.message, cause ?? "");
    throw error;
  };

  return {
    async uploadProfilePicture(uid, dataUrl, watch) {
      const picture = parsePictureDataUrl(dataUrl);
      if (!picture.ok) return failed(picture.problem);
      const file = handles.bucket.file(picturePath(uid));
      const token = randomUUID();
      const url = downloadUrl(downloadBase, handles.bucket.name, file.name, token);

      /** True when the profile names the stored file's URL (this upload's, or a later one's). */
      const settled = async () => {
        const [metadata] = await file.getMetadata();
        watch?.answered();
        const storedToken = metadata.metadata?.[TOKENS_KEY];
        const current = await profiles.pictureOf(uid);
        watch?.answered();
        return (
          typeof storedToken === "string" &&
          current === downloadUrl(downloadBase, handles.bucket.name, file.name, storedToken)
        );
      };

      // What a failed store points the profile back at: never this upload's own URL.
      let previous = "";
      for (let round = 1; ; round++) {
        let current: string | null;
        try {
          const read = profiles.pictureOf(uid);
          // Before its first write the upload is one more read, given up as quickly as any.
          current = await (round === 1
            ? withDeadline(read, DEADLINES_MS.read, "Firestore: read profile")
            : read);
          watch?.answered();
        } catch (error) {
          if (isBackendUnavailable(error)) throw error;
          return failed("profile-update-failed", error);
        }
        if (current === null) return failed("no-profile");
        if (current !== url) previous = current;
        // Told "unavailable" before writing anything: keep it so.
        if (round === 1) watch?.signal.throwIfAborted();

        const writesStarted = performance.now();
        try {
          await profiles.setPicture(uid, url);
          watch?.answered();
        } catch (error) {
          return failed(
            error instanceof NoProfileError ? "no-profile" : "profile-update-failed",
            error,
          );
        }

        try {
          await file.save(picture.bytes, {
            resumable: false,
            contentType: picture.contentType,
            metadata: { cacheControl: "private, max-age=86400", metadata: { [TOKENS_KEY]: token } },
          });
          watch?.answered();
        } catch (error) {
          // A connection the backend closed as the file went out (a keep-alive connection it
          // dropped while idle) answers nothing: storing the same file again is harmless, since
          // the rounds settle whatever order the writes land in.
          if (isConnectionReset(error) && round < UPLOAD_ROUNDS) {
            await jitteredPause(round, 10, 500);
            continue;
          }
          await profiles
            .setPicture(uid, previous, { ifCurrent: url })
            .catch((revertError: unknown) =>
              logger.error("Restoring the previous picture URL failed", revertError),
            );
          return failed("storage-failed", error);
        }

        const check = await settled().catch((error: unknown) => error);
        if (check === true) return url;
        if (round >= UPLOAD_ROUNDS) {
          const disagreed = new Error(`profile and file still disagreed after ${round} rounds`);
          return failed("storage-failed", check instanceof Error ? check : disagreed);
        }
        // Contenders spread over a span several times longer than one round of writes takes: a
        // fixed span loses on a slow machine, where the writes outlast it and keep colliding.
        await jitteredPause(round, 10, Math.max(500, 4 * (performance.now() - writesStarted)));
      }
    },
  };
}
