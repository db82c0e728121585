import { type DestinationPhoto, destinationPhotoSchema } from "@travel/domain";
import { type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import { releasePhotos } from "./photo-files.js";

/**
 * Photos uploaded before the form that will hold them is saved (decision 173): an editor adds
 * several photos while creating a destination, each stored (renditions and the private original)
 * as soon as it arrives, and the form carries their ids. `photoUploads/{photoId}` says whose
 * upload it is and its size; the save that puts the photo in a draft claims it in the same
 * transaction (the mark goes). An upload no save claimed within a day is let go: marked for
 * takedown (decision 146) and its files deleted by the next sweep.
 */
const PHOTO_UPLOADS = "photoUploads";
/** An upload nobody saved within this long was abandoned (a closed tab, a form never sent). */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
/** Abandoned uploads let go per call: each upload lets a few go, so none piles up. */
const ABANDONED_BATCH = 20;

const uploadSchema = z.object({
  editorUid: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  uploadedAt: z.instanceof(Timestamp),
});

export interface PhotoUploads {
  /** Records an upload whose files are stored; its alt text, credit and licence travel in the form. */
  stage(photo: Pick<DestinationPhoto, "id" | "width" | "height">, editorUid: string): Promise<void>;
  /** The size of each of `photoIds` that `editorUid` uploaded and no save has claimed yet. */
  sizes(
    photoIds: readonly string[],
    editorUid: string,
  ): Promise<Map<string, { width: number; height: number }>>;
  /** Lets go of uploads older than UPLOAD_KEPT_MS (marks them for takedown); how many. */
  releaseAbandoned(now?: Date): Promise<number>;
}

export function createPhotoUploads(db: Firestore): PhotoUploads {
  const uploads = db.collection(PHOTO_UPLOADS);
  return {
    async stage(photo, editorUid) {
      const { id, width, height } = destinationPhotoSchema
        .pick({ id: true, width: true, height: true })
        .parse(photo);
      await withDeadline(
        uploads.doc(id).create({ editorUid, width, height, uploadedAt: Timestamp.now() }),
        DEADLINES_MS.write,
        "Firestore: record photo upload",
      );
    },
    async sizes(photoIds, editorUid) {
      const sizes = new Map<string, { width: number; height: number }>();
      const ids = [...new Set(photoIds)].filter(
        (id) => destinationPhotoSchema.shape.id.safeParse(id).success,
      );
      if (ids.length === 0) return sizes;
      const docs = await withDeadline(
        db.getAll(...ids.map((id) => uploads.doc(id))),
        DEADLINES_MS.read,
        "Firestore: read photo uploads",
      );
      for (const doc of docs) {
        const upload = uploadSchema.safeParse(doc.data());
        if (upload.success && upload.data.editorUid === editorUid)
          sizes.set(doc.id, { width: upload.data.width, height: upload.data.height });
      }
      return sizes;
    },
    async releaseAbandoned(now = new Date()) {
      const cutoff = Timestamp.fromMillis(now.getTime() - UPLOAD_KEPT_MS);
      const old = await withDeadline(
        uploads.where("uploadedAt", "<", cutoff).limit(ABANDONED_BATCH).get(),
        DEADLINES_MS.read,
        "Firestore: read abandoned photo uploads",
      );
      if (old.empty) return 0;
      await withDeadline(
        db.runTransaction(async (tx) => {
          releasePhotos(
            db,
            tx,
            old.docs.map((doc) => doc.id),
          );
          for (const doc of old.docs) tx.delete(doc.ref);
        }),
        DEADLINES_MS.write * 3,
        "Firestore: let abandoned photo uploads go",
      );
      return old.size;
    },
  };
}

/**
 * Inside a save's transaction, before its writes: reads the uploads of `photoIds` and returns
 * their sizes, or null when one is not an unclaimed upload of `editorUid` (then nothing is
 * claimed). `claim` deletes the marks, with the save's writes.
 */
export async function readUploadsForClaim(
  db: Firestore,
  tx: Transaction,
  photoIds: readonly string[],
  editorUid: string,
): Promise<{ sizes: Map<string, { width: number; height: number }>; claim: () => void } | null> {
  const sizes = new Map<string, { width: number; height: number }>();
  if (photoIds.length === 0) return { sizes, claim: () => undefined };
  const refs = photoIds.map((id) => db.collection(PHOTO_UPLOADS).doc(id));
  const docs = await tx.getAll(...refs);
  for (const doc of docs) {
    const upload = uploadSchema.safeParse(doc.data());
    if (!upload.success || upload.data.editorUid !== editorUid) return null;
    sizes.set(doc.id, { width: upload.data.width, height: upload.data.height });
  }
  return { sizes, claim: () => refs.forEach((ref) => tx.delete(ref)) };
}
