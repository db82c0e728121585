import { DEADLINES_MS, withinDeadline } from "./deadline.js";
import type { Favourites } from "./favourites.js";
import type { Pictures } from "./pictures/pictures.js";

/**
 * Deadlines around the services whose internals queue work (a per-key lock, a transaction with
 * retries, a three-step upload): the whole operation is bounded from outside, so the steps
 * inside still run to their own consistent end (or roll back) once the backend answers.
 */
export function boundFavourites(favourites: Favourites): Favourites {
  const write = <T>(work: Promise<T>) =>
    withinDeadline(work, DEADLINES_MS.write, "Firestore: save favourite");
  const read = <T>(work: Promise<T>) =>
    withinDeadline(work, DEADLINES_MS.read, "Firestore: read favourites");
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
      withinDeadline(
        pictures.uploadProfilePicture(uid, dataUrl),
        DEADLINES_MS.upload,
        "Storage: store picture",
      ),
  };
}
