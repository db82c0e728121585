import type { Firestore } from "firebase-admin/firestore";
import { BackendTimeoutError, DEADLINES_MS, withDeadline } from "./deadline.js";
import type { Favourites } from "./favourites.js";
import type { Pictures } from "./pictures/pictures.js";

/**
 * Deadlines around the services whose internals queue work (a per-key lock, a transaction with
 * retries, a three-step upload): the whole operation is bounded from outside, so the steps
 * inside still run to their own consistent end (or roll back) once the backend answers.
 */

/**
 * A write that may be slow because it is busy (a contended transaction backs off and retries,
 * requests for one favourite queue behind each other) or because Firestore is silent. After the
 * write deadline, one cheap read within the liveness deadline tells which: silent → the write
 * gives up (BackendTimeoutError, ≈ 2 s in all); answering → it keeps waiting, up to a cap.
 */
export async function writeWhileAnswering<T>(
  work: Promise<T>,
  what: string,
  isAnswering: () => Promise<unknown>,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await withDeadline(work, DEADLINES_MS.write, what);
    } catch (error) {
      const busyFor = Date.now() - started;
      if (!(error instanceof BackendTimeoutError) || busyFor >= DEADLINES_MS.busyWriteCap) {
        throw error;
      }
      // Throws BackendTimeoutError when nothing answers this either.
      await withDeadline(isAnswering(), DEADLINES_MS.liveness, `${what} (no answer at all)`);
    }
  }
}

/** Any answer from Firestore will do, "no such document" included. */
export const firestoreAnswers = (firestore: Firestore) => () =>
  firestore.collection("readiness").doc("probe").get();

export function boundFavourites(favourites: Favourites, firestore: Firestore): Favourites {
  const answering = firestoreAnswers(firestore);
  const write = <T>(work: Promise<T>) =>
    writeWhileAnswering(work, "Firestore: save favourite", answering);
  const read = <T>(work: Promise<T>) =>
    withDeadline(work, DEADLINES_MS.read, "Firestore: read favourites");
  return {
    add: (uid, destinationId, plan) => write(favourites.add(uid, destinationId, plan)),
    remove: (uid, destinationId) => write(favourites.remove(uid, destinationId)),
    toggle: (uid, destinationId) => write(favourites.toggle(uid, destinationId)),
    list: (uid) => read(favourites.list(uid)),
    isFavourite: (uid, destinationId) => read(favourites.isFavourite(uid, destinationId)),
  };
}

/** The profile read, the profile update and the file upload, within one upload deadline. */
export function boundPictures(pictures: Pictures): Pictures {
  return {
    uploadProfilePicture: (uid, dataUrl) =>
      withDeadline(
        pictures.uploadProfilePicture(uid, dataUrl),
        DEADLINES_MS.upload,
        "Storage: store picture",
      ),
  };
}
