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

/** Uploading a rendition of a few hundred KB to Storage: more than a Firestore write. */
const UPLOAD_MS = 15_000;

export interface PhotoFiles {
  saveOriginal(photoId: string, bytes: Buffer, contentType: string): Promise<void>;
  saveRendition(photoId: string, file: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A rendition's bytes and type, or null when there is none. */
  readRendition(
    photoId: string,
    file: string,
  ): Promise<{ bytes: Buffer; contentType: string } | null>;
}

export function createPhotoFiles(handles: Pick<AdminHandles, "bucket">): PhotoFiles {
  const save = (path: string, bytes: Buffer, contentType: string, cacheControl: string) =>
    withDeadline(
      handles.bucket
        .file(path)
        .save(bytes, { resumable: false, contentType, metadata: { cacheControl } }),
      UPLOAD_MS,
      "Storage: save photo",
    );
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
  };
}
