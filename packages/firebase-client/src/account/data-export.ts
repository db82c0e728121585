import { type Firestore, Timestamp } from "firebase-admin/firestore";
import type { AdminHandles } from "../admin-app.js";
import { DESTINATIONS } from "../catalogue/catalogue.js";
import { CALENDAR_FEEDS } from "../calendar-feeds.js";
import { CONTACT_MESSAGES } from "../contact-messages.js";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import { type AuditEntry, changesBy } from "../editorial/audit.js";
import { EDITOR_CLAIM } from "../editorial/editors.js";
import {
  FAVOURITES,
  type FavouritePlan,
  favouritePlanSchema,
  type GroupPlan,
  groupPlanSchema,
} from "../favourites.js";
import { GROUP_PLANS } from "../group-plans.js";
import { NEWSLETTER_SUBSCRIBERS, subscriberId } from "../newsletter.js";
import { USERS } from "../profiles.js";
import { errorCode } from "../results.js";

/**
 * Everything stored about one person, as one JSON document (GDPR Art. 15 and 20;
 * docs/decisions/078). Read with the admin SDK, each read under its deadline; the caller
 * decides who may ask (only the signed-in owner).
 */
export interface AccountDataExport {
  format: "wayfarer-account-export";
  version: 1;
  exportedAt: string;
  account: {
    uid: string;
    email: string | null;
    emailVerified: boolean;
    /** How the person signs in: "password", "google.com". */
    signInMethods: string[];
    createdAt: string | null;
    lastSignInAt: string | null;
  } | null;
  profile: {
    firstName: string;
    lastName: string;
    profilePicture: string;
    /** The airport the traveller's costs start at, "" when they never said. */
    homeAirport: string;
  } | null;
  favourites: {
    destinationId: number;
    destinationName: string | null;
    savedAt: string | null;
    plan: FavouritePlan | null;
    /** The group trip saved with it: dates, each party's airport and headcount (children too). */
    groupPlan: GroupPlan | null;
  }[];
  /**
   * Shared group plans the person is in, or was removed from: the plan, their role, their own
   * party (airport, headcount, the weeks they can travel), their votes and the decision. Other
   * members' parties are theirs, not this person's, and are left out.
   */
  sharedPlans: {
    planId: string;
    name: string;
    role: "organiser" | "member" | "removed";
    status: string;
    party: {
      name: string;
      originAirport: string;
      country: string;
      adults: number;
      children: number;
      infants: number;
      weeks: string[];
      joinedAt: string | null;
    } | null;
    votes: { destinationId: number; vote: string }[];
    optionsAdded: number[];
    decision: { destinationId: number; departureDate: string; returnDate: string } | null;
    removedAt: string | null;
  }[];
  /**
   * The private calendar subscription: when it was made and the SHA-256 of its secret (the
   * secret itself is never stored). null when there is none.
   */
  calendarSubscription: { createdAt: string | null; secretSha256: string } | null;
  /** Messages sent through the contact form while signed in. */
  contactMessages: { sentAt: string | null; name: string; email: string; message: string }[];
  /**
   * The newsletter sign-up of the account's address. Sign-ups are kept by address, so they are
   * the account's only once it has verified the address: before that the status is
   * "address-not-verified" and `note` says why nothing more is shown (decision 089).
   */
  newsletter: {
    email: string;
    status: "confirmed" | "pending" | "not-subscribed" | "address-not-verified";
    subscribedAt: string | null;
    note?: string;
  } | null;
  /**
   * The back-office: whether the account is an editor, and every change it made there (the
   * audit trail's entries naming its uid). null for an account that never was one.
   */
  backOffice: { role: "editor" | null; changes: AuditEntry[] } | null;
}

/** Why an unverified account's export says nothing about the newsletter. */
export const UNVERIFIED_NEWSLETTER_NOTE =
  "Newsletter sign-ups are kept by e-mail address, not by account. Verify your address in My Profile and download your data again to see whether this address is on the newsletter.";

export interface AccountDataExports {
  exportAccountData(uid: string): Promise<AccountDataExport>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;
const isoDate = (value: string | undefined) => {
  const time = Date.parse(value ?? "");
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const read = <T>(work: Promise<T>, what: string) => withDeadline(work, DEADLINES_MS.read, what);

async function destinationNames(firestore: Firestore, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const refs = ids.map((id) => firestore.collection(DESTINATIONS).doc(String(id)));
  const snapshots = await read(firestore.getAll(...refs), "Firestore: read destinations");
  return new Map(
    snapshots.flatMap((snapshot, index) => {
      const name = snapshot.exists ? text(snapshot.data()?.name) : "";
      return name ? [[ids[index] as number, name] as const] : [];
    }),
  );
}

/** The person's part of each shared plan they are in or were removed from (see sharedPlans). */
async function sharedPlansOf(firestore: Firestore, uid: string) {
  const [members, removed] = await Promise.all(
    ["memberUids", "removedUids"].map((field) =>
      read(
        firestore.collection(GROUP_PLANS).where(field, "array-contains", uid).limit(200).get(),
        "Firestore: read shared plans",
      ),
    ),
  );
  const docs = new Map(
    [...(members?.docs ?? []), ...(removed?.docs ?? [])].map((doc) => [doc.id, doc]),
  );
  return [...docs.values()].map((doc) => {
    const data = doc.data();
    const parties = (Array.isArray(data.parties) ? data.parties : []) as Record<string, unknown>[];
    const party = parties.find((entry) => entry.uid === uid);
    const votes = Object.entries((data.votes ?? {}) as Record<string, Record<string, string>>)
      .filter(([, byUid]) => byUid[uid])
      .map(([option, byUid]) => ({ destinationId: Number(option), vote: String(byUid[uid]) }));
    const options = (Array.isArray(data.options) ? data.options : []) as Record<string, unknown>[];
    const decision = data.decision as Record<string, unknown> | null | undefined;
    const removedAt = (data.removed as Record<string, unknown> | undefined)?.[uid];
    return {
      planId: doc.id,
      name: text(data.name),
      role: party
        ? data.organiserUid === uid
          ? ("organiser" as const)
          : ("member" as const)
        : ("removed" as const),
      status: text(data.status),
      party: party
        ? {
            name: text(party.name),
            originAirport: text(party.originAirport),
            country: text(party.country),
            adults: Number(party.adults),
            children: Number(party.children),
            infants: Number(party.infants),
            weeks: Array.isArray(party.weeks) ? party.weeks.map(String) : [],
            joinedAt: isoOf(party.joinedAt),
          }
        : null,
      votes,
      optionsAdded: options
        .filter((option) => option.addedBy === uid)
        .map((option) => Number(option.destinationId)),
      decision: decision
        ? {
            destinationId: Number(decision.destinationId),
            departureDate: text(decision.departureDate),
            returnDate: text(decision.returnDate),
          }
        : null,
      removedAt: party ? null : isoOf(removedAt),
    };
  });
}

export function createAccountDataExports(
  handles: Pick<AdminHandles, "auth" | "firestore">,
  now: () => Date = () => new Date(),
): AccountDataExports {
  const { auth, firestore } = handles;
  return {
    async exportAccountData(uid) {
      const [user, profileSnapshot, favouriteSnapshot, messageSnapshot, feedSnapshot, changes] =
        await Promise.all([
          read(auth.getUser(uid), "Auth: read account").catch((error: unknown) => {
            if (errorCode(error) === "auth/user-not-found") return null;
            throw error;
          }),
          read(
            firestore.collection(USERS).where("userId", "==", uid).limit(1).get(),
            "Firestore: read profile",
          ),
          read(
            firestore.collection(FAVOURITES).where("userId", "==", uid).get(),
            "Firestore: read favourites",
          ),
          read(
            firestore.collection(CONTACT_MESSAGES).where("senderUid", "==", uid).get(),
            "Firestore: read contact messages",
          ),
          read(
            firestore.collection(CALENDAR_FEEDS).where("userId", "==", uid).limit(1).get(),
            "Firestore: read calendar subscription",
          ),
          changesBy(firestore, uid),
        ]);
      const sharedPlans = await sharedPlansOf(firestore, uid);
      const feed = feedSnapshot.docs[0];
      const isEditor = user?.customClaims?.[EDITOR_CLAIM] === true;

      const email = user?.email ?? null;
      // Anyone can type an address at sign-up: what is kept by address is shown once it is proven.
      const verifiedEmail = user?.emailVerified ? email : null;
      const subscriber = verifiedEmail
        ? await read(
            firestore.collection(NEWSLETTER_SUBSCRIBERS).doc(subscriberId(verifiedEmail)).get(),
            "Firestore: read newsletter sign-up",
          )
        : null;

      const favouriteDocs = favouriteSnapshot.docs
        .map((doc) => doc.data())
        .sort((a, b) => (isoOf(b.createdAt) ?? "").localeCompare(isoOf(a.createdAt) ?? ""));
      const names = await destinationNames(
        firestore,
        favouriteDocs.map((data) => Number(data.destinationId)).filter(Number.isSafeInteger),
      );
      const profile = profileSnapshot.docs[0]?.data();
      const subscriberData = subscriber?.exists ? subscriber.data() : undefined;

      return {
        format: "wayfarer-account-export",
        version: 1,
        exportedAt: now().toISOString(),
        account: user
          ? {
              uid: user.uid,
              email,
              emailVerified: user.emailVerified,
              signInMethods: user.providerData.map((entry) => entry.providerId),
              createdAt: isoDate(user.metadata.creationTime),
              lastSignInAt: isoDate(user.metadata.lastSignInTime),
            }
          : null,
        profile: profile
          ? {
              firstName: text(profile.firstName),
              lastName: text(profile.lastName),
              profilePicture: text(profile.profilePicture),
              homeAirport: text(profile.homeAirport),
            }
          : null,
        favourites: favouriteDocs.map((data) => {
          const destinationId = Number(data.destinationId);
          const plan = favouritePlanSchema.safeParse(data.plan ?? {});
          const groupPlan = groupPlanSchema.safeParse(data.groupPlan ?? undefined);
          return {
            destinationId,
            destinationName: names.get(destinationId) ?? null,
            savedAt: isoOf(data.createdAt),
            plan: data.plan && plan.success ? plan.data : null,
            groupPlan: groupPlan.success ? groupPlan.data : null,
          };
        }),
        sharedPlans,
        calendarSubscription: feed
          ? { createdAt: isoOf(feed.data().createdAt), secretSha256: feed.id }
          : null,
        contactMessages: messageSnapshot.docs
          .map((doc) => doc.data())
          .map((data) => ({
            sentAt: isoOf(data.receivedAt),
            name: text(data.name),
            email: text(data.email),
            message: text(data.message),
          }))
          .sort((a, b) => (b.sentAt ?? "").localeCompare(a.sentAt ?? "")),
        newsletter: !email
          ? null
          : !verifiedEmail
            ? {
                email,
                status: "address-not-verified",
                subscribedAt: null,
                note: UNVERIFIED_NEWSLETTER_NOTE,
              }
            : {
                email,
                status: !subscriberData
                  ? "not-subscribed"
                  : subscriberData.status === "pending"
                    ? "pending"
                    : "confirmed",
                subscribedAt: isoOf(subscriberData?.subscribedAt),
              },
        backOffice:
          isEditor || changes.length > 0 ? { role: isEditor ? "editor" : null, changes } : null,
      };
    },
  };
}
