import { type DocumentData, type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { DESTINATIONS } from "./catalogue/catalogue.js";
import { type KeyedLock, processLock } from "./keyed-lock.js";
import { fail, ok, type Result } from "./results.js";

/**
 * Favourites live in one top-level collection, favourites/{uid}_{destinationId}, each with the
 * owner's userId (the same ownership field as users). The id is deterministic, so adding twice
 * cannot duplicate; firestore.rules lets only the owner read or change them.
 */
export const FAVOURITES = "favourites";

/** A trip the user is planning to a favourite (all optional; filled in by later features). */
export const favouritePlanSchema = z
  .object({
    adults: z.number().int().min(1).max(30),
    children: z.number().int().min(0).max(10),
    infants: z.number().int().min(0).max(10),
    /** YYYY-MM-DD */
    departureDate: z.iso.date(),
    returnDate: z.iso.date(),
    /** IATA code of the departure airport. */
    originAirport: z.string().regex(/^[A-Z]{3}$/),
  })
  .partial();
export type FavouritePlan = z.infer<typeof favouritePlanSchema>;

export interface Favourite {
  destinationId: number;
  createdAt: Date;
  plan?: FavouritePlan;
}

export type FavouriteError = "unknown-destination" | "invalid-plan";

export interface Favourites {
  /** Adds (or keeps) the favourite; a plan, when given, replaces the stored one. */
  add(
    uid: string,
    destinationId: number,
    plan?: FavouritePlan,
  ): Promise<Result<{ favourite: Favourite }, FavouriteError>>;
  remove(uid: string, destinationId: number): Promise<void>;
  /** The user's favourites, newest first. */
  list(uid: string): Promise<Favourite[]>;
  isFavourite(uid: string, destinationId: number): Promise<boolean>;
  /** Flips the favourite in one transaction, so concurrent toggles (two tabs) stay consistent. */
  toggle(
    uid: string,
    destinationId: number,
  ): Promise<Result<{ favourite: boolean }, FavouriteError>>;
}

export const favouriteId = (uid: string, destinationId: number) => `${uid}_${destinationId}`;

function toFavourite(data: DocumentData): Favourite {
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  const plan = favouritePlanSchema.safeParse(data.plan ?? undefined);
  return {
    destinationId: Number(data.destinationId),
    createdAt,
    ...(data.plan && plan.success ? { plan: plan.data } : {}),
  };
}

/**
 * `lock` queues this process's writes per favourite (see KeyedLock); the transactions keep
 * writes from other processes correct.
 */
export function createFavourites(firestore: Firestore, lock: KeyedLock = processLock): Favourites {
  const favourites = firestore.collection(FAVOURITES);
  const ref = (uid: string, destinationId: number) =>
    favourites.doc(favouriteId(uid, destinationId));
  const destinationRef = (destinationId: number) =>
    firestore.collection(DESTINATIONS).doc(String(destinationId));
  const validId = (destinationId: number) =>
    Number.isSafeInteger(destinationId) && destinationId > 0;
  const serially = <T>(uid: string, destinationId: number, task: () => Promise<T>) =>
    lock.run(`${firestore.databaseId}/${ref(uid, destinationId).path}`, task);
  // Conflicts with other processes are retried (backing off) rather than reported.
  const retries = { maxAttempts: 25 };

  return {
    async add(uid, destinationId, plan) {
      if (!validId(destinationId)) return fail("unknown-destination");
      const parsedPlan = plan === undefined ? undefined : favouritePlanSchema.safeParse(plan);
      if (parsedPlan && !parsedPlan.success) return fail("invalid-plan");
      return serially(uid, destinationId, () =>
        firestore.runTransaction(
          async (tx): Promise<Result<{ favourite: Favourite }, FavouriteError>> => {
            const [current, destination] = await tx.getAll(
              ref(uid, destinationId),
              destinationRef(destinationId),
            );
            if (!destination?.exists) return fail("unknown-destination");
            const existing = current?.exists ? current.data() : undefined;
            const createdAt =
              existing?.createdAt instanceof Timestamp ? existing.createdAt : Timestamp.now();
            const plan = parsedPlan ? parsedPlan.data : existing?.plan;
            const document = { userId: uid, destinationId, createdAt, ...(plan ? { plan } : {}) };
            tx.set(ref(uid, destinationId), document);
            return ok({ favourite: toFavourite(document) });
          },
          retries,
        ),
      );
    },

    async remove(uid, destinationId) {
      if (!validId(destinationId)) return;
      await serially(uid, destinationId, () => ref(uid, destinationId).delete());
    },

    async list(uid) {
      const snapshot = await favourites
        .where("userId", "==", uid)
        .orderBy("createdAt", "desc")
        .get();
      return snapshot.docs.map((doc) => toFavourite(doc.data()));
    },

    async isFavourite(uid, destinationId) {
      if (!validId(destinationId)) return false;
      return (await ref(uid, destinationId).get()).exists;
    },

    async toggle(uid, destinationId) {
      if (!validId(destinationId)) return fail("unknown-destination");
      return serially(uid, destinationId, () =>
        firestore.runTransaction(
          async (tx): Promise<Result<{ favourite: boolean }, FavouriteError>> => {
            const current = await tx.get(ref(uid, destinationId));
            if (current.exists) {
              tx.delete(ref(uid, destinationId));
              return ok({ favourite: false });
            }
            // Only adding needs the destination to exist; a retired one can still be removed.
            const destination = await tx.get(destinationRef(destinationId));
            if (!destination.exists) return fail("unknown-destination");
            tx.create(ref(uid, destinationId), {
              userId: uid,
              destinationId,
              createdAt: Timestamp.now(),
            });
            return ok({ favourite: true });
          },
          retries,
        ),
      );
    },
  };
}
