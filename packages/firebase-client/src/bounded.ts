import type { Firestore } from "firebase-admin/firestore";
import { DEADLINES_MS, Liveness, type Watch, whileAnswering, withDeadline } from "./deadline.js";
import type { Favourites, WatchedFavourites } from "./favourites.js";
import type { Pictures, WatchedPictures } from "./pictures/pictures.js";

/**
 * Deadlines around the services made of many calls (writes that retry on conflict, an upload
 * that settles with its rivals). They are bounded on silence, not on duration (whileAnswering):
 * a silent backend fails them after one call's deadline; a busy one, answering conflicts and
 * rounds slowly, lets them finish, up to busyWriteCap (docs/decisions/065, 068).
 */

/** Any answer from Firestore will do, "no such document" included. */
export const firestoreAnswers = (firestore: Firestore) => () =>
  firestore.collection("readiness").doc("probe").get();

export function boundFavourites(favourites: WatchedFavourites): Favourites {
  // Every favourite write of this process hears any answer to the others: under contention
  // some call is always being answered, however long one of them waits.
  const liveness = new Liveness();
  const write = <T>(work: (watch: Watch) => Promise<T>) =>
    whileAnswering(work, {
      what: "Firestore: save favourite",
      silenceMs: DEADLINES_MS.silence,
      capMs: DEADLINES_MS.busyWriteCap,
      liveness,
    });
  const read = <T>(work: Promise<T>) =>
    withDeadline(work, DEADLINES_MS.read, "Firestore: read favourites");
  return {
    add: (uid, destinationId, plan) =>
      write((watch) => favourites.add(uid, destinationId, plan, watch)),
    addGroupPlan: (uid, destinationId, groupPlan) =>
      write((watch) => favourites.addGroupPlan(uid, destinationId, groupPlan, watch)),
    remove: (uid, destinationId) => write(() => favourites.remove(uid, destinationId)),
    toggle: (uid, destinationId) => write((watch) => favourites.toggle(uid, destinationId, watch)),
    list: (uid) => read(favourites.list(uid)),
    isFavourite: (uid, destinationId) => read(favourites.isFavourite(uid, destinationId)),
  };
}

/**
 * The upload answers the visitor once no step has been answered for the upload deadline (a
 * silent Storage or Firestore: 503), or after busyWriteCap. Only the answer is decided here: the
 * upload's rounds go on behind it to their consistent end (pictures.ts).
 */
export function boundPictures(pictures: WatchedPictures): Pictures {
  return {
    uploadProfilePicture: (uid, dataUrl) =>
      whileAnswering((watch) => pictures.uploadProfilePicture(uid, dataUrl, watch), {
        what: "Storage: store picture",
        silenceMs: DEADLINES_MS.silence,
        capMs: DEADLINES_MS.busyWriteCap,
      }),
  };
}
