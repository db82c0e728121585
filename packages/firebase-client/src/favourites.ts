import { GROUP_RANKINGS } from "@travel/domain";
import { type DocumentData, type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { DESTINATIONS } from "./catalogue/catalogue.js";
import type { Watch } from "./deadline.js";
import { beforeWriting, retryOnConflict } from "./optimistic.js";
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

/**
 * A group trip saved with its destination (group trips, decision 087): the shared dates, two to
 * six parties each with its home airport and headcount, the ranking chosen and the budget, so
 * the group page reopens exactly as it was. Bounded like the page's own form.
 */
export const groupPlanSchema = z
  .object({
    departureDate: z.iso.date(),
    returnDate: z.iso.date(),
    parties: z
      .array(
        z
          .object({
            originAirport: z.string().regex(/^[A-Z]{3}$/),
            adults: z.number().int().min(1).max(9),
            children: z.number().int().min(0).max(8),
            infants: z.number().int().min(0).max(9),
          })
          .strict(),
      )
      .min(2)
      .max(6),
    // The domain's rankings; firestore.rules lists the same three.
    ranking: z.enum(GROUP_RANKINGS),
    budgetEuros: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();
export type GroupPlan = z.infer<typeof groupPlanSchema>;

export interface Favourite {
  destinationId: number;
  createdAt: Date;
  plan?: FavouritePlan;
  groupPlan?: GroupPlan;
}

export type FavouriteError = "unknown-destination" | "invalid-plan";

export interface Favourites {
  /** Adds (or keeps) the favourite; a plan, when given, replaces the stored one. */
  add(
    uid: string,
    destinationId: number,
    plan?: FavouritePlan,
  ): Promise<Result<{ favourite: Favourite }, FavouriteError>>;
  /** Adds (or keeps) the favourite with a group plan, which replaces a stored one; a single plan stays. */
  addGroupPlan(
    uid: string,
    destinationId: number,
    groupPlan: GroupPlan,
  ): Promise<Result<{ favourite: Favourite }, FavouriteError>>;
  remove(uid: string, destinationId: number): Promise<void>;
  /** The user's favourites, newest first. */
  list(uid: string): Promise<Favourite[]>;
  isFavourite(uid: string, destinationId: number): Promise<boolean>;
  /** Flips the favourite; concurrent toggles (two tabs, two servers) each flip it exactly once. */
  toggle(
    uid: string,
    destinationId: number,
  ): Promise<Result<{ favourite: boolean }, FavouriteError>>;
}

/**
 * The writes as createFavourites implements them: each may be given a watch, which hears of every
 * answer from Firestore and, once aborted, keeps the write from being sent (bounded.ts).
 */
export interface WatchedFavourites extends Favourites {
  add(
    uid: string,
    destinationId: number,
    plan?: FavouritePlan,
    watch?: Watch,
  ): ReturnType<Favourites["add"]>;
  addGroupPlan(
    uid: string,
    destinationId: number,
    groupPlan: GroupPlan,
    watch?: Watch,
  ): ReturnType<Favourites["addGroupPlan"]>;
  toggle(uid: string, destinationId: number, watch?: Watch): ReturnType<Favourites["toggle"]>;
}

export const favouriteId = (uid: string, destinationId: number) => `${uid}_${destinationId}`;

function toFavourite(data: DocumentData): Favourite {
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  const plan = favouritePlanSchema.safeParse(data.plan ?? undefined);
  const groupPlan = groupPlanSchema.safeParse(data.groupPlan ?? undefined);
  return {
    destinationId: Number(data.destinationId),
    createdAt,
    ...(data.plan && plan.success ? { plan: plan.data } : {}),
    ...(data.groupPlan && groupPlan.success ? { groupPlan: groupPlan.data } : {}),
  };
}

/**
 * Writes read the favourite, then write only if it is still as read (create() = still absent,
 * lastUpdateTime = still that version); otherwise they read again and retry (optimistic.ts).
 * This holds across any number of server processes, and contenders wait milliseconds, not the
 * second or more a contended transaction backs off.
 */
export function createFavourites(
  firestore: Firestore,
  /** When a favourite is first saved (tests pass their own clock to order favourites). */
  now: () => Date = () => new Date(),
): WatchedFavourites {
  const favourites = firestore.collection(FAVOURITES);
  const ref = (uid: string, destinationId: number) =>
    favourites.doc(favouriteId(uid, destinationId));
  const destinationRef = (destinationId: number) =>
    firestore.collection(DESTINATIONS).doc(String(destinationId));
  const validId = (destinationId: number) =>
    Number.isSafeInteger(destinationId) && destinationId > 0;

  /** Creates or updates the favourite with `plans` (each given one replaces the stored one; the rest is kept). */
  const save = (
    uid: string,
    destinationId: number,
    plans: { plan?: FavouritePlan; groupPlan?: GroupPlan },
    watch: Watch | undefined,
  ) => {
    const favourite = ref(uid, destinationId);
    return retryOnConflict(
      async (): Promise<Result<{ favourite: Favourite }, FavouriteError>> => {
        const [current, destination] = await firestore.getAll(
          favourite,
          destinationRef(destinationId),
        );
        beforeWriting(watch);
        if (!destination?.exists) return fail("unknown-destination");
        const existing = current?.exists ? current.data() : undefined;
        const createdAt =
          existing?.createdAt instanceof Timestamp ? existing.createdAt : Timestamp.fromDate(now());
        const plan = plans.plan ?? existing?.plan;
        const groupPlan = plans.groupPlan ?? existing?.groupPlan;
        const document = {
          userId: uid,
          destinationId,
          createdAt,
          ...(plan ? { plan } : {}),
          ...(groupPlan ? { groupPlan } : {}),
        };
        if (current?.exists) {
          // update() replaces each field named, the plan maps whole; the rest was read above.
          await favourite.update(document, { lastUpdateTime: current.updateTime });
        } else {
          await favourite.create(document);
        }
        return ok({ favourite: toFavourite(document) });
      },
      undefined,
      watch,
    );
  };

  return {
    async add(uid, destinationId, plan, watch) {
      if (!validId(destinationId)) return fail("unknown-destination");
      const parsedPlan = plan === undefined ? undefined : favouritePlanSchema.safeParse(plan);
      if (parsedPlan && !parsedPlan.success) return fail("invalid-plan");
      return save(uid, destinationId, parsedPlan ? { plan: parsedPlan.data } : {}, watch);
    },

    async addGroupPlan(uid, destinationId, groupPlan, watch) {
      if (!validId(destinationId)) return fail("unknown-destination");
      const parsed = groupPlanSchema.safeParse(groupPlan);
      if (!parsed.success) return fail("invalid-plan");
      return save(uid, destinationId, { groupPlan: parsed.data }, watch);
    },

    async remove(uid, destinationId) {
      if (!validId(destinationId)) return;
      // Idempotent: whatever state another writer left, afterwards there is no favourite.
      await ref(uid, destinationId).delete();
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

    async toggle(uid, destinationId, watch) {
      if (!validId(destinationId)) return fail("unknown-destination");
      const favourite = ref(uid, destinationId);
      return retryOnConflict(
        async (): Promise<Result<{ favourite: boolean }, FavouriteError>> => {
          const current = await favourite.get();
          beforeWriting(watch);
          if (current.exists) {
            await favourite.delete({ lastUpdateTime: current.updateTime });
            return ok({ favourite: false });
          }
          // Only adding needs the destination to exist; a retired one can still be removed.
          const destination = await destinationRef(destinationId).get();
          beforeWriting(watch);
          if (!destination.exists) return fail("unknown-destination");
          await favourite.create({
            userId: uid,
            destinationId,
            createdAt: Timestamp.fromDate(now()),
          });
          return ok({ favourite: true });
        },
        undefined,
        watch,
      );
    },
  };
}
