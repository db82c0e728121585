import { createHash, randomBytes } from "node:crypto";
import {
  INVITE_LIFETIME_DAYS,
  isIsoDate,
  MAX_PLAN_INVITES,
  MAX_PLAN_NIGHTS,
  MAX_PLAN_OPTIONS,
  MAX_PLAN_PARTIES,
  MAX_SEATED_TRAVELLERS,
  PLAN_WEEKS,
  plainLine,
  VOTES,
  type Vote,
} from "@travel/domain";
import {
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
} from "firebase-admin/firestore";
import { z } from "zod";
import { DESTINATIONS } from "./catalogue/catalogue.js";
import { DEADLINES_MS, Liveness, type Watch, whileAnswering, withDeadline } from "./deadline.js";
import { beforeWriting, retryOnConflict } from "./optimistic.js";
import { fail, ok, type Result } from "./results.js";

/**
 * Shared group plans (docs/decisions/180): one document per plan, groupPlans/{planId}, holding
 * everything its members see and change: the parties (one per member, with the weeks it can
 * travel), the shortlist, each party's votes, the open invitation links (only the SHA-256 of
 * each secret), who was removed, and the organiser's decision. One document, so every change is
 * one transaction and every open page follows one listener. Only the server reads and writes it
 * (firestore.rules denies every client); the server decides who is a member.
 */
export const GROUP_PLANS = "groupPlans";

const iata = z.string().regex(/^[A-Z]{3}$/);
const country = z.string().regex(/^[a-z]{2}$/);
const isoDate = z.string().refine(isIsoDate, "a YYYY-MM-DD date");

/** A party as its member enters it: a name, the home airport (and its country), who comes. */
export const planPartySchema = z
  .object({
    name: plainLine(z.string().trim().min(1).max(40)),
    originAirport: iata,
    country,
    adults: z.number().int().min(1).max(9),
    children: z.number().int().min(0).max(8),
    infants: z.number().int().min(0).max(9),
  })
  .strict()
  .refine((party) => party.infants <= party.adults, { path: ["infants"] })
  .refine((party) => party.adults + party.children <= MAX_SEATED_TRAVELLERS, {
    path: ["children"],
  });
export type PlanPartyInput = z.infer<typeof planPartySchema>;

export const planNameSchema = plainLine(z.string().trim().min(1).max(60));
export const planNightsSchema = z.number().int().min(1).max(MAX_PLAN_NIGHTS);
/** What a form's hidden field carries so a double submit of "start a plan" makes one plan. */
export const planKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** The secret an invitation link carries: 32 random bytes, base64url. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const planIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const weeksSchema = z.array(isoDate).max(PLAN_WEEKS);

export type PlanStatus = "open" | "decided" | "closed";

export interface PlanParty extends PlanPartyInput {
  uid: string;
  joinedAt: Date;
  /** Mondays (YYYY-MM-DD) of the weeks this party can travel. */
  weeks: string[];
}

export interface PlanOption {
  /** The destination's id as text: one option per destination. */
  id: string;
  destinationId: number;
  /** Who added it; null once that member has left or deleted their account. */
  addedBy: string | null;
  addedAt: Date;
}

export interface PlanInvite {
  /** The first 12 hex digits of the secret's SHA-256: names the link for revoking it. */
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface PlanDecision {
  destinationId: number;
  departureDate: string;
  returnDate: string;
  decidedAt: Date;
}

export interface SharedPlan {
  id: string;
  name: string;
  /** Nights the shortlist is priced for until dates are chosen. */
  nights: number;
  status: PlanStatus;
  organiserUid: string;
  /** In the order they joined; the organiser's first. */
  parties: PlanParty[];
  options: PlanOption[];
  /** Per option id, each party's vote (by its member's uid). */
  votes: Record<string, Record<string, Vote>>;
  invites: PlanInvite[];
  /** Members the organiser removed, and when: their pages say so. */
  removed: Record<string, Date>;
  decision: PlanDecision | null;
  /** Counts every change: pages keep the newest state they have seen. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export type PlanError =
  | "not-found"
  | "not-member"
  | "removed"
  | "not-organiser"
  | "closed"
  | "full"
  | "options-full"
  | "invites-full"
  | "invite-invalid"
  | "unknown-destination"
  | "unknown-option"
  | "invalid";

/** A change's outcome: the plan's revision after it (the same when nothing changed). */
type Change = Result<{ revision: number }, PlanError>;

export interface GroupPlans {
  /** Starts a plan with its organiser's party. The same `key` twice (a double submit) makes one plan. */
  create(
    uid: string,
    input: { key: string; name: string; nights: number; party: PlanPartyInput },
  ): Promise<Result<{ planId: string }, PlanError>>;
  get(planId: string): Promise<SharedPlan | null>;
  /** The plans `uid` is a member of, newest change first (at most 50). */
  listFor(uid: string): Promise<SharedPlan[]>;
  /**
   * What an invitation link shows before its holder joins: the plan's name, its organiser's
   * party and how many parties it has; null for a revoked, expired or unknown link.
   */
  peekInvite(
    planId: string,
    token: string,
  ): Promise<{ name: string; organiser: string; parties: number; status: PlanStatus } | null>;
  /** Joins with an invitation's secret; a member joining again updates their party. */
  join(planId: string, token: string, uid: string, party: PlanPartyInput): Promise<Change>;
  updateParty(planId: string, uid: string, party: PlanPartyInput): Promise<Change>;
  addOption(planId: string, uid: string, destinationId: number): Promise<Change>;
  /** The organiser, or whoever added it, takes an option off the shortlist with its votes. */
  removeOption(planId: string, uid: string, optionId: string): Promise<Change>;
  /** Sets (or with null withdraws) the party's vote on an option. */
  vote(planId: string, uid: string, optionId: string, vote: Vote | null): Promise<Change>;
  /** Replaces the weeks the party can travel. */
  markWeeks(planId: string, uid: string, weeks: string[]): Promise<Change>;
  removeParty(planId: string, organiserUid: string, memberUid: string): Promise<Change>;
  /** A member leaves; an organiser's plan passes to the next party, or closes without one. */
  leave(planId: string, uid: string): Promise<Change>;
  close(planId: string, organiserUid: string): Promise<Change>;
  decide(
    planId: string,
    organiserUid: string,
    decision: { destinationId: number; departureDate: string; returnDate: string },
  ): Promise<Change>;
  /** A new invitation link's secret (shown once; only its hash is kept) and when it expires. */
  createInvite(
    planId: string,
    organiserUid: string,
  ): Promise<Result<{ token: string; invite: PlanInvite }, PlanError>>;
  revokeInvite(planId: string, organiserUid: string, inviteId: string): Promise<Change>;
  /**
   * Follows one plan: `onPlan` with each new state (null once it is gone), `onError` when the
   * listener fails (it has then stopped). Returns the function that stops it.
   */
  watch(
    planId: string,
    onPlan: (plan: SharedPlan | null) => void,
    onError: (error: Error) => void,
  ): () => void;
  /**
   * Account deletion: `uid` leaves every plan (an organiser's passes on or, alone, is deleted)
   * and is forgotten where it was removed. Returns how many plans it touched.
   */
  forgetMember(uid: string): Promise<number>;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const DAY_MS = 86_400_000;

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0));

/** A stored plan as the service hands it on; a field the server never writes reads as empty. */
function toPlan(id: string, data: DocumentData): SharedPlan {
  const parties = Array.isArray(data.parties) ? (data.parties as DocumentData[]) : [];
  const options = Array.isArray(data.options) ? (data.options as DocumentData[]) : [];
  const invites = Array.isArray(data.invites) ? (data.invites as DocumentData[]) : [];
  const removed = (data.removed ?? {}) as Record<string, unknown>;
  const decision = data.decision as DocumentData | null | undefined;
  return {
    id,
    name: String(data.name ?? ""),
    nights: Number(data.nights ?? 7),
    status: data.status === "decided" || data.status === "closed" ? data.status : "open",
    organiserUid: String(data.organiserUid ?? ""),
    parties: parties.map((party) => ({
      uid: String(party.uid),
      name: String(party.name),
      originAirport: String(party.originAirport),
      country: String(party.country),
      adults: Number(party.adults),
      children: Number(party.children),
      infants: Number(party.infants),
      weeks: Array.isArray(party.weeks) ? party.weeks.map(String) : [],
      joinedAt: dateOf(party.joinedAt),
    })),
    options: options.map((option) => ({
      id: String(option.id),
      destinationId: Number(option.destinationId),
      addedBy: typeof option.addedBy === "string" ? option.addedBy : null,
      addedAt: dateOf(option.addedAt),
    })),
    votes: (data.votes ?? {}) as Record<string, Record<string, Vote>>,
    invites: invites.map((invite) => ({
      id: String(invite.hash).slice(0, 12),
      createdAt: dateOf(invite.createdAt),
      expiresAt: dateOf(invite.expiresAt),
    })),
    removed: Object.fromEntries(Object.entries(removed).map(([uid, at]) => [uid, dateOf(at)])),
    decision: decision
      ? {
          destinationId: Number(decision.destinationId),
          departureDate: String(decision.departureDate),
          returnDate: String(decision.returnDate),
          decidedAt: dateOf(decision.decidedAt),
        }
      : null,
    revision: Number(data.revision ?? 0),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
  };
}

/** What a change leaves of the stored document's fields (the rest stays as it was). */
type Fields = DocumentData;
type ReadDoc = (ref: DocumentReference) => Promise<DocumentSnapshot>;
type Step =
  | { error: PlanError }
  | { fields: Fields | null }; /* null: nothing to change (a repeat of the same change) */

const storedParty = (uid: string, party: PlanPartyInput, weeks: string[], joinedAt: Timestamp) => ({
  uid,
  ...party,
  weeks,
  joinedAt,
});

/** The stored parties of `data` (raw, with their Timestamps), to change and write back whole. */
const rawParties = (data: DocumentData) =>
  (Array.isArray(data.parties) ? data.parties : []) as DocumentData[];
const rawOptions = (data: DocumentData) =>
  (Array.isArray(data.options) ? data.options : []) as DocumentData[];
const rawInvites = (data: DocumentData) =>
  (Array.isArray(data.invites) ? data.invites : []) as DocumentData[];
const memberOf = (data: DocumentData, uid: string) =>
  rawParties(data).some((party) => party.uid === uid);

/** Why `uid` may not change the plan, if it may not: removed, not a member, or it is closed. */
function refusal(data: DocumentData, uid: string, { organiser = false } = {}): PlanError | null {
  if (!memberOf(data, uid)) return data.removed?.[uid] ? "removed" : "not-member";
  if (organiser && data.organiserUid !== uid) return "not-organiser";
  if (data.status === "closed") return "closed";
  return null;
}

/** The fields that leave `uid` out of the plan: its party, its votes; an organiser's role passes on. */
function withoutMember(data: DocumentData, uid: string): Fields {
  const parties = rawParties(data).filter((party) => party.uid !== uid);
  const votes = Object.fromEntries(
    Object.entries((data.votes ?? {}) as Record<string, Record<string, Vote>>).map(
      ([option, byUid]) => [
        option,
        Object.fromEntries(Object.entries(byUid).filter(([voter]) => voter !== uid)),
      ],
    ),
  );
  const options = rawOptions(data).map((option) =>
    option.addedBy === uid ? { ...option, addedBy: null } : option,
  );
  const fields: Fields = {
    parties,
    votes,
    options,
    memberUids: parties.map((party) => party.uid),
  };
  if (data.organiserUid === uid) {
    const next = parties[0];
    if (next) fields.organiserUid = next.uid;
    else fields.status = "closed";
  }
  return fields;
}

export function createGroupPlans(
  firestore: Firestore,
  now: () => Date = () => new Date(),
): GroupPlans {
  const plans = firestore.collection(GROUP_PLANS);
  // Every plan write of this process hears the answers to the others (bounded.ts's rule).
  const liveness = new Liveness();

  const bounded = <T>(what: string, work: (watch: Watch) => Promise<T>) =>
    whileAnswering(work, {
      what: `Firestore: ${what}`,
      silenceMs: DEADLINES_MS.silence,
      capMs: DEADLINES_MS.busyWriteCap,
      liveness,
    });

  /**
   * One change of one plan: read it, let `decide` check and say what changes, write that with the
   * next revision only if the plan is still as read (decision 068's optimistic write: contending
   * voters retry on fresh data within milliseconds instead of queueing behind a transaction's
   * lock). A change that changes nothing writes nothing, so a double submit costs one read and
   * sends no live update.
   */
  const change = (
    planId: string,
    what: string,
    decide: (data: DocumentData, readDoc: ReadDoc) => Promise<Step> | Step,
  ): Promise<Change> => {
    if (!planIdSchema.safeParse(planId).success) return Promise.resolve(fail("not-found"));
    const ref = plans.doc(planId);
    return bounded(what, (watch) =>
      retryOnConflict(
        async (): Promise<Change> => {
          const snapshot = await ref.get();
          beforeWriting(watch);
          if (!snapshot.exists) return fail("not-found");
          const data = snapshot.data() as DocumentData;
          const step = await decide(data, async (other) => {
            const found = await other.get();
            beforeWriting(watch);
            return found;
          });
          if ("error" in step) return fail(step.error);
          if (step.fields === null) return ok({ revision: Number(data.revision ?? 0) });
          const revision = Number(data.revision ?? 0) + 1;
          await ref.update(
            { ...step.fields, revision, updatedAt: Timestamp.fromDate(now()) },
            { lastUpdateTime: snapshot.updateTime as Timestamp },
          );
          return ok({ revision });
        },
        undefined,
        watch,
      ),
    );
  };

  const read = <T>(work: Promise<T>, what: string) =>
    withDeadline(work, DEADLINES_MS.read, `Firestore: ${what}`);

  const activeInvites = (data: DocumentData) =>
    rawInvites(data).filter((invite) => dateOf(invite.expiresAt).getTime() > now().getTime());

  const setParty = (data: DocumentData, uid: string, party: PlanPartyInput): Fields | null => {
    const parties = rawParties(data);
    const index = parties.findIndex((entry) => entry.uid === uid);
    const current = parties[index] as DocumentData;
    const same = Object.entries(party).every(
      ([key, value]) => current[key as keyof PlanPartyInput] === value,
    );
    if (same) return null;
    const next = [...parties];
    next[index] = { ...current, ...party };
    return { parties: next };
  };

  return {
    async create(uid, { key, name, nights, party }) {
      const input = z
        .object({
          key: planKeySchema,
          name: planNameSchema,
          nights: planNightsSchema,
          party: planPartySchema,
        })
        .safeParse({ key, name, nights, party });
      if (!input.success) return fail("invalid");
      // The plan's id comes from its organiser and the form's key: a repeat finds the plan made.
      const planId = hashOf(`${uid}:${input.data.key}`).slice(0, 24);
      const at = Timestamp.fromDate(now());
      const ref = plans.doc(planId);
      return bounded("start a shared plan", async (watch) => {
        try {
          await ref.create({
            name: input.data.name,
            nights: input.data.nights,
            status: "open",
            organiserUid: uid,
            memberUids: [uid],
            parties: [storedParty(uid, input.data.party, [], at)],
            options: [],
            votes: {},
            invites: [],
            removed: {},
            removedUids: [],
            decision: null,
            revision: 1,
            createdAt: at,
            updatedAt: at,
          });
        } catch (error) {
          watch.answered();
          // 6 ALREADY_EXISTS: the same form sent twice; the first made the plan.
          if ((error as { code?: unknown }).code !== 6) throw error;
        }
        return ok({ planId });
      });
    },

    async get(planId) {
      if (!planIdSchema.safeParse(planId).success) return null;
      const snapshot = await read(plans.doc(planId).get(), "read shared plan");
      return snapshot.exists ? toPlan(planId, snapshot.data() as DocumentData) : null;
    },

    async listFor(uid) {
      const snapshot = await read(
        plans.where("memberUids", "array-contains", uid).limit(50).get(),
        "list shared plans",
      );
      return snapshot.docs
        .map((doc) => toPlan(doc.id, doc.data()))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    async peekInvite(planId, token) {
      if (!planIdSchema.safeParse(planId).success || !inviteTokenSchema.safeParse(token).success)
        return null;
      const snapshot = await read(plans.doc(planId).get(), "read shared plan");
      const data = snapshot.data();
      if (!data) return null;
      const hash = hashOf(token);
      if (!activeInvites(data).some((invite) => invite.hash === hash)) return null;
      const plan = toPlan(planId, data);
      return {
        name: plan.name,
        organiser: plan.parties.find((party) => party.uid === plan.organiserUid)?.name ?? "",
        parties: plan.parties.length,
        status: plan.status,
      };
    },

    join(planId, token, uid, party) {
      const input = planPartySchema.safeParse(party);
      if (!input.success || !inviteTokenSchema.safeParse(token).success)
        return Promise.resolve(fail(input.success ? "invite-invalid" : "invalid"));
      const hash = hashOf(token);
      return change(planId, "join shared plan", (data) => {
        const invite = activeInvites(data).find((entry) => entry.hash === hash);
        if (!invite) return { error: "invite-invalid" };
        if (memberOf(data, uid)) return { fields: setParty(data, uid, input.data) };
        if (data.status !== "open") return { error: "closed" };
        // Removed members come back only through a link made after their removal.
        const removedAt = data.removed?.[uid];
        if (removedAt && dateOf(invite.createdAt).getTime() <= dateOf(removedAt).getTime())
          return { error: "invite-invalid" };
        const parties = rawParties(data);
        if (parties.length >= MAX_PLAN_PARTIES) return { error: "full" };
        const next = [...parties, storedParty(uid, input.data, [], Timestamp.fromDate(now()))];
        return {
          fields: {
            parties: next,
            memberUids: next.map((entry) => entry.uid),
            [`removed.${uid}`]: FieldValue.delete(),
            removedUids: FieldValue.arrayRemove(uid),
          },
        };
      });
    },

    updateParty(planId, uid, party) {
      const input = planPartySchema.safeParse(party);
      if (!input.success) return Promise.resolve(fail("invalid"));
      return change(planId, "change party", (data) => {
        const refused = refusal(data, uid);
        if (refused) return { error: refused };
        return { fields: setParty(data, uid, input.data) };
      });
    },

    addOption(planId, uid, destinationId) {
      if (!Number.isSafeInteger(destinationId) || destinationId <= 0)
        return Promise.resolve(fail("unknown-destination"));
      const id = String(destinationId);
      return change(planId, "add option", async (data, readDoc) => {
        const refused = refusal(data, uid);
        if (refused) return { error: refused };
        if (data.status !== "open") return { error: "closed" };
        const options = rawOptions(data);
        if (options.some((option) => option.id === id)) return { fields: null };
        if (options.length >= MAX_PLAN_OPTIONS) return { error: "options-full" };
        const destination = await readDoc(firestore.collection(DESTINATIONS).doc(id));
        if (!destination.exists) return { error: "unknown-destination" };
        return {
          fields: {
            options: [
              ...options,
              { id, destinationId, addedBy: uid, addedAt: Timestamp.fromDate(now()) },
            ],
          },
        };
      });
    },

    removeOption(planId, uid, optionId) {
      return change(planId, "remove option", (data) => {
        const refused = refusal(data, uid);
        if (refused) return { error: refused };
        if (data.status !== "open") return { error: "closed" };
        const options = rawOptions(data);
        const option = options.find((entry) => entry.id === optionId);
        if (!option) return { fields: null };
        if (data.organiserUid !== uid && option.addedBy !== uid) return { error: "not-organiser" };
        return {
          fields: {
            options: options.filter((entry) => entry.id !== optionId),
            [`votes.${optionId}`]: FieldValue.delete(),
          },
        };
      });
    },

    vote(planId, uid, optionId, vote) {
      if (vote !== null && !VOTES.includes(vote)) return Promise.resolve(fail("invalid"));
      return change(planId, "vote", (data) => {
        const refused = refusal(data, uid);
        if (refused) return { error: refused };
        if (data.status !== "open") return { error: "closed" };
        if (!rawOptions(data).some((option) => option.id === optionId))
          return { error: "unknown-option" };
        const current = (data.votes?.[optionId] ?? {})[uid] ?? null;
        if (current === vote) return { fields: null };
        return {
          fields: {
            [`votes.${optionId}.${uid}`]: vote === null ? FieldValue.delete() : vote,
          },
        };
      });
    },

    markWeeks(planId, uid, weeks) {
      const input = weeksSchema.safeParse([...new Set(weeks)].sort());
      if (!input.success) return Promise.resolve(fail("invalid"));
      return change(planId, "mark weeks", (data) => {
        const refused = refusal(data, uid);
        if (refused) return { error: refused };
        const parties = rawParties(data);
        const index = parties.findIndex((party) => party.uid === uid);
        const current = parties[index] as DocumentData;
        if (JSON.stringify(current.weeks ?? []) === JSON.stringify(input.data))
          return { fields: null };
        const next = [...parties];
        next[index] = { ...current, weeks: input.data };
        return { fields: { parties: next } };
      });
    },

    removeParty(planId, organiserUid, memberUid) {
      return change(planId, "remove party", (data) => {
        const refused = refusal(data, organiserUid, { organiser: true });
        if (refused) return { error: refused };
        if (memberUid === organiserUid) return { error: "invalid" };
        if (!memberOf(data, memberUid)) return { fields: null };
        return {
          fields: {
            ...withoutMember(data, memberUid),
            [`removed.${memberUid}`]: Timestamp.fromDate(now()),
            removedUids: FieldValue.arrayUnion(memberUid),
          },
        };
      });
    },

    leave(planId, uid) {
      return change(planId, "leave shared plan", (data) => {
        if (!memberOf(data, uid)) return { fields: null };
        return { fields: withoutMember(data, uid) };
      });
    },

    close(planId, organiserUid) {
      return change(planId, "close shared plan", (data) => {
        if (data.status === "closed" && data.organiserUid === organiserUid) return { fields: null };
        const refused = refusal(data, organiserUid, { organiser: true });
        if (refused) return { error: refused };
        // Open links stop working with the plan.
        return { fields: { status: "closed", invites: [] } };
      });
    },

    decide(planId, organiserUid, decision) {
      const input = z
        .object({
          destinationId: z.number().int().positive(),
          departureDate: isoDate,
          returnDate: isoDate,
        })
        .refine((value) => value.returnDate > value.departureDate)
        .safeParse(decision);
      if (!input.success) return Promise.resolve(fail("invalid"));
      const { destinationId, departureDate, returnDate } = input.data;
      return change(planId, "decide shared plan", (data) => {
        const refused = refusal(data, organiserUid, { organiser: true });
        if (refused) return { error: refused };
        if (!rawOptions(data).some((option) => option.id === String(destinationId)))
          return { error: "unknown-option" };
        const current = data.decision as DocumentData | null | undefined;
        if (
          current &&
          current.destinationId === destinationId &&
          current.departureDate === departureDate &&
          current.returnDate === returnDate
        )
          return { fields: null };
        return {
          fields: {
            status: "decided",
            decision: {
              destinationId,
              departureDate,
              returnDate,
              decidedAt: Timestamp.fromDate(now()),
            },
          },
        };
      });
    },

    async createInvite(planId, organiserUid) {
      const token = randomBytes(32).toString("base64url");
      const hash = hashOf(token);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
      const result = await change(planId, "create invitation", (data) => {
        const refused = refusal(data, organiserUid, { organiser: true });
        if (refused) return { error: refused };
        const active = activeInvites(data);
        if (active.length >= MAX_PLAN_INVITES) return { error: "invites-full" };
        return {
          fields: {
            invites: [
              ...active,
              {
                hash,
                createdAt: Timestamp.fromDate(createdAt),
                expiresAt: Timestamp.fromDate(expiresAt),
              },
            ],
          },
        };
      });
      if (!result.ok) return result;
      return ok({ token, invite: { id: hash.slice(0, 12), createdAt, expiresAt } });
    },

    revokeInvite(planId, organiserUid, inviteId) {
      return change(planId, "revoke invitation", (data) => {
        const refused = refusal(data, organiserUid, { organiser: true });
        if (refused) return { error: refused };
        const invites = rawInvites(data);
        const kept = invites.filter((invite) => String(invite.hash).slice(0, 12) !== inviteId);
        return { fields: kept.length === invites.length ? null : { invites: kept } };
      });
    },

    watch(planId, onPlan, onError) {
      return plans
        .doc(planId)
        .onSnapshot(
          (snapshot) =>
            onPlan(snapshot.exists ? toPlan(planId, snapshot.data() as DocumentData) : null),
          onError,
        );
    },

    async forgetMember(uid) {
      let touched = 0;
      for (const field of ["memberUids", "removedUids"]) {
        const found = await read(
          plans.where(field, "array-contains", uid).limit(200).get(),
          "find shared plans",
        );
        for (const doc of found.docs) {
          await bounded("leave shared plan", (watch) =>
            retryOnConflict(
              async () => {
                const snapshot = await doc.ref.get();
                beforeWriting(watch);
                if (!snapshot.exists) return;
                const data = snapshot.data() as DocumentData;
                const precondition = { lastUpdateTime: snapshot.updateTime as Timestamp };
                const fields: Fields = {
                  [`removed.${uid}`]: FieldValue.delete(),
                  removedUids: FieldValue.arrayRemove(uid),
                };
                if (memberOf(data, uid)) {
                  // Alone in it: nothing of anyone else is left, so the plan goes.
                  if (rawParties(data).length === 1) {
                    await doc.ref.delete(precondition);
                    return;
                  }
                  Object.assign(fields, withoutMember(data, uid));
                }
                await doc.ref.update(
                  {
                    ...fields,
                    revision: Number(data.revision ?? 0) + 1,
                    updatedAt: Timestamp.fromDate(now()),
                  },
                  precondition,
                );
              },
              undefined,
              watch,
            ),
          );
          touched += 1;
        }
      }
      return touched;
    },
  };
}
