import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { AdminHandles } from "../admin-app.js";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import { errorCode } from "../results.js";

/**
 * Where editors' photos live in Storage. Only the server reads or writes either folder (the
 * rules grant clients nothing here): the metadata-stripped original is kept private for later
 * renditions; the renditions are served by the site under the content host, immutably.
 */
export const photoOriginalPath = (photoId: string) => `content-originals/${photoId}`;
export const photoRenditionPath = (photoId: string, file: string) =>
  `content/photos/${photoId}/${file}`;

/**
 * Photos no draft or published record uses any more, waiting for their files to be deleted
 * (decision 146). Written in the transaction that lets go of the photo, so a removal is never
 * recorded without its takedown; deleted once the files are gone.
 */
const PHOTO_TAKEDOWNS = "photoTakedowns";

/** Uploading a rendition of a few hundred KB to Storage: more than a Firestore write. */
const UPLOAD_MS = 15_000;
/** Takedowns handled per sweep: a removal releases one photo, a publication a few. */
const SWEEP_BATCH = 20;

/** Marks `photoIds` for deletion, inside the transaction that stops using them. */
export function releasePhotos(
  db: AdminHandles["firestore"],
  tx: Transaction,
  photoIds: Iterable<string>,
): void {
  for (const photoId of photoIds)
    tx.set(db.collection(PHOTO_TAKEDOWNS).doc(photoId), {
      releasedAt: FieldValue.serverTimestamp(),
    });
}

/** The photo ids of a record's photos (destinations) or hero (posts), wherever they are. */
export function photoIdsOf(...records: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const record of records) {
    if (!record || typeof record !== "object") continue;
    const { photos, hero } = record as { photos?: unknown; hero?: unknown };
    for (const photo of [...(Array.isArray(photos) ? photos : []), hero]) {
      const id = (photo as { id?: unknown } | undefined)?.id;
      if (typeof id === "string") ids.add(id);
    }
  }
  return ids;
}

/** The ids in `before` that are not in `after`. */
export const releasedBetween = (before: Set<string>, after: Set<string>) =>
  [...before].filter((id) => !after.has(id));

export interface PhotoFiles {
  saveOriginal(photoId: string, bytes: Buffer, contentType: string): Promise<void>;
  saveRendition(photoId: string, file: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A rendition's bytes and type, or null when there is none. */
  readRendition(
    photoId: string,
    file: string,
  ): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Marks a photo no record uses for deletion (an upload whose save was refused). */
  release(photoId: string): Promise<void>;
  /**
   * Deletes the files of the photos changes have released, oldest first, and their marks; the
   * ids it took down. A photo whose files could not be deleted stays marked for the next sweep.
   */
  sweepReleased(): Promise<string[]>;
}

export function createPhotoFiles(handles: Pick<AdminHandles, "bucket" | "firestore">): PhotoFiles {
  const save = (path: string, bytes: Buffer, contentType: string, cacheControl: string) =>
    withDeadline(
      handles.bucket
        .file(path)
        .save(bytes, { resumable: false, contentType, metadata: { cacheControl } }),
      UPLOAD_MS,
      "Storage: save photo",
    );
  const remove = async (photoId: string) => {
    await withDeadline(
      Promise.all([
        handles.bucket.file(photoOriginalPath(photoId)).delete({ ignoreNotFound: true }),
        handles.bucket.deleteFiles({ prefix: photoRenditionPath(photoId, "") }),
      ]),
      UPLOAD_MS,
      "Storage: delete photo",
    );
  };
  return {
    saveOriginal: (photoId, bytes, contentType) =>
      save(photoOriginalPath(photoId), bytes, contentType, "private, no-store"),
    saveRendition: (photoId, file, bytes, contentType) =>
      save(
        photoRenditionPath(photoId, file),
        bytes,
        contentType,
        "public, max-age=31536000, immutable",
      ),
    async readRendition(photoId, file) {
      const handle = handles.bucket.file(photoRenditionPath(photoId, file));
      try {
        const [[bytes], [metadata]] = await withDeadline(
          Promise.all([handle.download(), handle.getMetadata()]),
          DEADLINES_MS.catalogue,
          "Storage: read photo",
        );
        return { bytes, contentType: String(metadata.contentType ?? "application/octet-stream") };
      } catch (error) {
        if (errorCode(error) === "404") return null;
        throw error;
      }
    },
    async release(photoId) {
      await withDeadline(
        handles.firestore
          .collection(PHOTO_TAKEDOWNS)
          .doc(photoId)
          .set({ releasedAt: FieldValue.serverTimestamp() }),
        DEADLINES_MS.write,
        "Firestore: release photo",
      );
    },
    async sweepReleased() {
      const marks = handles.firestore.collection(PHOTO_TAKEDOWNS);
      const waiting = await withDeadline(
        marks.orderBy("releasedAt").limit(SWEEP_BATCH).get(),
        DEADLINES_MS.read,
        "Firestore: read photo takedowns",
      );
      const takenDown: string[] = [];
      for (const mark of waiting.docs) {
        await remove(mark.id);
        await withDeadline(mark.ref.delete(), DEADLINES_MS.write, "Firestore: photo taken down");
        takenDown.push(mark.id);
      }
      return takenDown;
    },
  };
}
