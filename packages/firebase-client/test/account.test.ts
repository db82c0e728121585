import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createAccountErasure } from "../src/account/erasure.js";
import type { AdminHandles } from "../src/admin-app.js";
import { identityToolkitBase } from "../src/auth/identity-toolkit.js";
import { splitDisplayName } from "../src/auth/google-sign-in.js";
import { CALENDAR_FEEDS } from "../src/calendar-feeds.js";
import { CONTACT_MESSAGES } from "../src/contact-messages.js";
import { FAVOURITES } from "../src/favourites.js";
import { MAIL_COLLECTION } from "../src/mail.js";
import { UNVERIFIED_NEWSLETTER_NOTE } from "../src/account/data-export.js";
import { NEWSLETTER_SUBSCRIBERS, subscriberId } from "../src/newsletter.js";
import { picturePath } from "../src/pictures/pictures.js";
import { USERS } from "../src/profiles.js";
import { DESTINATIONS } from "../src/catalogue/catalogue.js";
import type { FirebaseServices } from "../src/services.js";
import {
  admin,
  clearEmulators,
  closeServices,
  newUser,
  recordingLogger,
  services,
  testConfig,
  uniqueEmail,
} from "./helpers.js";
import { dataUrl, png } from "./fixtures/images.js";
import { fixtureDestinations } from "./fixtures/catalogue.js";

beforeEach(clearEmulators);
afterAll(closeServices);

async function seedDestinations(handles: AdminHandles, ids: number[]) {
  await Promise.all(
    ids.map((id) =>
      handles.firestore
        .collection(DESTINATIONS)
        .doc(String(id))
        .set({ id, name: `Destination ${id}` }),
    ),
  );
}

/**
 * A person with something of every kind stored about them, who has verified their address
 * (what is kept by address is theirs only then).
 */
async function personWithData(
  set: FirebaseServices,
  handles: AdminHandles,
  { verified = true } = {},
) {
  const user = await newUser(set, { firstName: "Ada", lastName: "Lovelace" });
  if (verified) await handles.auth.updateUser(user.uid, { emailVerified: true });
  await seedDestinations(handles, [1, 2]);
  await set.favourites.add(user.uid, 1, { adults: 2, originAirport: "LHR" });
  await set.favourites.add(user.uid, 2);
  await set.calendarFeeds.renew(user.uid);
  await set.pictures.uploadProfilePicture(user.uid, dataUrl("image/png", png()));
  await set.contactMessages.submit(
    { name: "Ada Lovelace", email: user.email, message: "A question about Lisbon, please." },
    { senderUid: user.uid },
  );
  const request = await set.newsletter.requestSubscription(user.email);
  if (request.status === "pending") await set.newsletter.confirm(request.confirmationToken);
  await set.mail.send({
    to: user.email,
    kind: "newsletter-confirmation",
    message: { subject: "s", text: "t", html: "h" },
    links: [],
  });
  return user;
}

/** Every trace of `uid` / `email` left in Firestore, Storage and Auth. */
async function tracesOf(handles: AdminHandles, uid: string, email: string) {
  const { firestore, bucket, auth } = handles;
  const count = async (collection: string, field: string, value: string) =>
    (await firestore.collection(collection).where(field, "==", value).get()).size;
  return {
    users: new Set([
      ...(await firestore.collection(USERS).where("userId", "==", uid).get()).docs.map((d) => d.id),
      ...((await firestore.collection(USERS).doc(uid).get()).exists ? [uid] : []),
    ]).size,
    favourites: await count(FAVOURITES, "userId", uid),
    calendarFeeds: await count(CALENDAR_FEEDS, "userId", uid),
    contactMessages: await count(CONTACT_MESSAGES, "senderUid", uid),
    newsletter: (await firestore.collection(NEWSLETTER_SUBSCRIBERS).doc(subscriberId(email)).get())
      .exists
      ? 1
      : 0,
    mail: await count(MAIL_COLLECTION, "to", email),
    picture: (await bucket.file(picturePath(uid)).exists())[0],
    authUser: await auth.getUser(uid).then(
      () => true,
      () => false,
    ),
  };
}

const NOTHING = {
  users: 0,
  favourites: 0,
  calendarFeeds: 0,
  contactMessages: 0,
  newsletter: 0,
  mail: 0,
  picture: false,
  authUser: false,
};

describe("account data export", () => {
  it("holds the profile, favourites with their plans, messages and newsletter status", async () => {
    const set = services();
    const handles = admin();
    const user = await personWithData(set, handles);
    // Someone else's data stays out of it.
    const other = await newUser(set, { firstName: "Grace", lastName: "Hopper" });
    await set.favourites.add(other.uid, 2);
    await set.contactMessages.submit(
      { name: "Grace", email: other.email, message: "Someone else's question." },
      { senderUid: other.uid },
    );

    const exported = await set.accountData.exportAccountData(user.uid);
    expect(exported.account).toMatchObject({ uid: user.uid, email: user.email });
    expect(exported.account?.signInMethods).toEqual(["password"]);
    expect(exported.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(exported.profile?.profilePicture).toContain(encodeURIComponent(picturePath(user.uid)));
    expect(exported.favourites).toHaveLength(2);
    expect(exported.favourites.find((f) => f.destinationId === 1)).toMatchObject({
      destinationName: "Destination 1",
      plan: { adults: 2, originAirport: "LHR" },
    });
    expect(exported.favourites.find((f) => f.destinationId === 2)?.plan).toBeNull();
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ message: "A question about Lisbon, please." }),
    ]);
    expect(exported.newsletter).toMatchObject({ email: user.email, status: "confirmed" });
    // The calendar subscription: when it was made and the hash that is stored, never another's.
    const [feed] = (
      await handles.firestore.collection(CALENDAR_FEEDS).where("userId", "==", user.uid).get()
    ).docs;
    expect(exported.calendarSubscription).toEqual({
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      secretSha256: feed?.id,
    });
    expect(JSON.stringify(exported)).not.toContain(other.email);
  });
});

describe("an editor's data and a traveller's group plans", () => {
  const groupPlan = {
    departureDate: "2026-07-01",
    returnDate: "2026-07-08",
    parties: [
      { originAirport: "MAD", adults: 2, children: 2, infants: 1 },
      { originAirport: "LHR", adults: 1, children: 0, infants: 0 },
    ],
    ranking: "total" as const,
  };
  const { id: _id, ...placeFields } = fixtureDestinations[0]!;
  const postFields = {
    slug: "a-week-by-the-sea",
    title: "A week by the sea",
    summary: "Sand and ferries.",
    author: "Ana",
    category: "Destinations" as const,
    body: "## Ferries\n\nTake the early one.",
    publishOn: "2024-05-01",
  };

  /** An editor who created a destination and a post, beside another editor's change. */
  async function editorWithChanges(set: FirebaseServices, handles: AdminHandles) {
    const user = await newUser(set, { firstName: "Ana", lastName: "Editor" });
    expect(await set.editors.setEditor(user.email, true)).toBe("granted");
    const me = { uid: user.uid, email: user.email };
    const place = await set.destinationEdits.create(
      { ...placeFields, slug: "new-place", name: "New Place" },
      me,
    );
    if (!place.ok) throw new Error(place.error);
    const placeId = place.id;
    const post = await set.posts.create(postFields, me);
    if (!post.ok) throw new Error(post.error);
    const colleague = { uid: "colleague-uid", email: "colleague@wayfarer.test" };
    const draft = await set.destinationEdits.get(placeId);
    expect(
      (await set.destinationEdits.save(placeId, { ...draft!.draft, name: "Renamed" }, 1, colleague))
        .ok,
    ).toBe(true);
    await seedDestinations(handles, [1]);
    await set.favourites.addGroupPlan(user.uid, 1, groupPlan);
    return { user, placeId, postId: post.id, colleague };
  }

  it("the export holds saved group plans, and an editor's role and every change they made", async () => {
    const set = services();
    const { user, placeId, postId } = await editorWithChanges(set, admin());
    const exported = await set.accountData.exportAccountData(user.uid);
    expect(exported.favourites).toEqual([
      expect.objectContaining({ destinationId: 1, groupPlan, plan: null }),
    ]);
    expect(exported.backOffice?.role).toBe("editor");
    expect(
      exported.backOffice?.changes.map(({ kind, itemId, action }) => ({ kind, itemId, action })),
    ).toEqual(
      expect.arrayContaining([
        { kind: "destination", itemId: String(placeId), action: "created" },
        { kind: "post", itemId: postId, action: "created" },
      ]),
    );
    // Only their own changes: the colleague's save is not theirs.
    expect(exported.backOffice?.changes).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toContain("colleague");
    // A traveller who never edited has no back-office part.
    const traveller = await newUser(set);
    expect((await set.accountData.exportAccountData(traveller.uid)).backOffice).toBeNull();
  });

  it("deleting an editor's account replaces their uid and e-mail in the audit trail and on content with one pseudonym", async () => {
    const set = services();
    const handles = admin();
    const { user, placeId, postId, colleague } = await editorWithChanges(set, handles);
    // The post names them as the last to change it.
    expect((await set.posts.get(postId))?.updatedBy).toBe(user.email);

    const erased = await set.accountErasure.eraseAccount({
      uid: user.uid,
      currentPassword: user.password,
    });
    expect(erased.ok).toBe(true);

    const everything = async (collection: string) =>
      JSON.stringify(
        (await handles.firestore.collection(collection).get()).docs.map((d) => d.data()),
      );
    for (const collection of ["contentAudit", "destinationEdits", "posts"]) {
      const stored = await everything(collection);
      expect(stored, collection).not.toContain(user.uid);
      expect(stored, collection).not.toContain(user.email);
    }
    const trail = [
      ...(await set.destinationEdits.history(placeId)),
      ...(await set.posts.history(postId)),
    ];
    const theirs = trail.filter((entry) => entry.editorUid !== colleague.uid);
    expect(theirs).toHaveLength(2);
    const [pseudonym] = theirs.map((entry) => entry.editorUid);
    expect(pseudonym).toMatch(/^former-editor-[0-9a-f]{12}$/);
    for (const entry of theirs)
      expect(entry).toMatchObject({ editorUid: pseudonym, editorEmail: pseudonym });
    expect((await set.posts.get(postId))?.updatedBy).toBe(pseudonym);
    // The colleague's entry and their name on the destination stay as they were.
    expect(trail).toContainEqual(
      expect.objectContaining({ editorUid: colleague.uid, editorEmail: colleague.email }),
    );
    expect((await set.destinationEdits.get(placeId))?.updatedBy).toBe(colleague.email);
  });
});

describe("what is kept by an address that the account has not verified", () => {
  it("is left out of the export, with a note, and left alone by the deletion", async () => {
    const set = services();
    const handles = admin();
    // The address's owner is on the newsletter; someone else signs up with that address.
    const user = await personWithData(set, handles, { verified: false });

    const exported = await set.accountData.exportAccountData(user.uid);
    expect(exported.newsletter).toEqual({
      email: user.email,
      status: "address-not-verified",
      subscribedAt: null,
      note: UNVERIFIED_NEWSLETTER_NOTE,
    });

    const result = await set.accountErasure.eraseAccount({
      uid: user.uid,
      currentPassword: user.password,
    });
    expect(result).toMatchObject({ ok: true, report: { newsletter: 0, mail: 0 } });
    // The account and what is keyed to it are gone; the address's sign-up and mail stay.
    expect(await tracesOf(handles, user.uid, user.email)).toEqual({
      ...NOTHING,
      newsletter: 1,
      mail: 1,
    });
  });
});

describe("account deletion", () => {
  it("refuses a wrong password and leaves everything in place", async () => {
    const set = services();
    const handles = admin();
    const user = await personWithData(set, handles);
    const result = await set.accountErasure.eraseAccount({
      uid: user.uid,
      currentPassword: "not-the-password",
    });
    expect(result).toEqual({ ok: false, error: "wrong-password" });
    expect(await tracesOf(handles, user.uid, user.email)).toEqual({
      users: 1,
      favourites: 2,
      calendarFeeds: 1,
      contactMessages: 1,
      newsletter: 1,
      mail: 1,
      picture: true,
      authUser: true,
    });
  });

  it("removes the account and every trace of it, and a repeat is harmless", async () => {
    const set = services();
    const handles = admin();
    const user = await personWithData(set, handles);
    const other = await personWithData(set, handles);

    const result = await set.accountErasure.eraseAccount({
      uid: user.uid,
      currentPassword: user.password,
    });
    expect(result.ok).toBe(true);
    expect(await tracesOf(handles, user.uid, user.email)).toEqual(NOTHING);
    // The other person keeps everything.
    expect(await tracesOf(handles, other.uid, other.email)).toMatchObject({
      users: 1,
      favourites: 2,
      calendarFeeds: 1,
      picture: true,
      authUser: true,
    });
    // Signing in is refused now.
    expect((await set.auth.signIn(user.email, user.password)).ok).toBe(false);
    // Idempotent: the same request again finds nothing left and says so calmly.
    const again = await set.accountErasure.eraseAccount({
      uid: user.uid,
      currentPassword: user.password,
    });
    expect(again.ok).toBe(true);
  });

  it("stops part-way when Storage fails, and a retry finishes the work", async () => {
    const set = services();
    const handles = admin();
    const user = await personWithData(set, handles);
    const { logger } = recordingLogger();

    // The bucket refuses once, after the favourites and messages are gone.
    let storageDown = true;
    const flakyBucket = new Proxy(handles.bucket, {
      get(target, property, receiver) {
        if (property !== "file") return Reflect.get(target, property, receiver) as unknown;
        return (name: string) => {
          const file = target.file(name);
          return new Proxy(file, {
            get(fileTarget, fileProperty, fileReceiver) {
              if (storageDown && (fileProperty === "exists" || fileProperty === "delete"))
                return () => Promise.reject(new Error("storage is down"));
              const value = Reflect.get(fileTarget, fileProperty, fileReceiver) as unknown;
              return typeof value === "function" ? value.bind(fileTarget) : value;
            },
          });
        };
      },
    });
    const erasure = createAccountErasure({
      config: testConfig(),
      handles: { ...handles, bucket: flakyBucket },
      logger,
    });

    const first = await erasure.eraseAccount({ uid: user.uid, currentPassword: user.password });
    expect(first).toEqual({ ok: false, error: "interrupted" });
    const halfway = await tracesOf(handles, user.uid, user.email);
    // Favourites went; the picture, the profile and the account did not, so the person can
    // still sign in and repeat the deletion.
    expect(halfway).toMatchObject({ favourites: 0, picture: true, users: 1, authUser: true });
    expect((await set.auth.signIn(user.email, user.password)).ok).toBe(true);

    storageDown = false;
    const retry = await erasure.eraseAccount({ uid: user.uid, currentPassword: user.password });
    expect(retry.ok).toBe(true);
    expect(await tracesOf(handles, user.uid, user.email)).toEqual(NOTHING);
  });

  it("ends every session of the account", async () => {
    const set = services();
    const user = await newUser(set);
    const session = await set.auth.signIn(user.email, user.password);
    if (!session.ok) throw new Error("sign-in failed");
    expect(await set.auth.verifySession(session.sessionCookie)).not.toBeNull();
    await set.accountErasure.eraseAccount({ uid: user.uid, currentPassword: user.password });
    expect(await set.auth.verifySession(session.sessionCookie)).toBeNull();
  });
});

/** Signs in with Google at the Auth emulator as the web SDK would, with a fake Google token. */
async function googleIdToken(claims: Record<string, unknown>) {
  const config = testConfig();
  const response = await fetch(
    `${identityToolkitBase(config)}/accounts:signInWithIdp?key=${config.webApiKey}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  return body;
}

describe("deleting an account without a password (Google)", () => {
  it("asks for the e-mail and a fresh Google sign-in, then deletes it", async () => {
    const set = services();
    const handles = admin();
    const email = uniqueEmail("hedy");
    const { idToken, localId } = await googleIdToken({ sub: `g-${email}`, email, name: "Hedy L" });
    if (!idToken || !localId) throw new Error("the emulator gave no ID token");
    const signedIn = await set.googleSignIn.signInWithGoogle(idToken);
    if (!signedIn.ok) throw new Error("Google sign-in failed");
    // When this session signed in, as the session cookie says.
    const signedInAt = (await set.auth.verifySession(signedIn.sessionCookie))?.signedInAt;
    expect(signedInAt).toBeGreaterThan(Date.now() - 60_000);
    const { logger } = recordingLogger();
    const later = createAccountErasure({
      config: testConfig(),
      handles,
      logger,
      now: () => Date.now() + 11 * 60_000,
    });

    expect(await set.accountErasure.proofFor(localId)).toBe("google");
    expect(
      await set.accountErasure.eraseAccount({
        uid: localId,
        confirmEmail: "someone@else.test",
        signedInAt,
      }),
    ).toEqual({ ok: false, error: "email-mismatch" });
    expect(await later.eraseAccount({ uid: localId, confirmEmail: email, signedInAt })).toEqual({
      ok: false,
      error: "sign-in-again",
    });
    // Without the session's sign-in time there is nothing to judge by.
    expect(await set.accountErasure.eraseAccount({ uid: localId, confirmEmail: email })).toEqual({
      ok: false,
      error: "sign-in-again",
    });
    expect(await set.profiles.getProfile(localId)).not.toBeNull();

    const done = await set.accountErasure.eraseAccount({
      uid: localId,
      confirmEmail: email.toUpperCase(),
      signedInAt,
    });
    expect(done.ok).toBe(true);
    expect(await tracesOf(handles, localId, email)).toEqual(NOTHING);
  });
});

describe("Google sign-in", () => {
  it("splits Google's name into first and last", () => {
    expect(splitDisplayName("Ada King Lovelace")).toEqual({
      firstName: "Ada",
      lastName: "King Lovelace",
    });
    expect(splitDisplayName("  Cher ")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitDisplayName(null)).toEqual({ firstName: "", lastName: "" });
  });

  it("makes a session and, the first time, the users document from Google's profile", async () => {
    const set = services();
    const email = uniqueEmail("hedy");
    const { idToken, localId } = await googleIdToken({
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: "Hedy Lamarr",
      picture: "https://lh3.googleusercontent.com/a/hedy",
    });
    if (!idToken || !localId) throw new Error("the emulator gave no ID token");
    const result = await set.googleSignIn.signInWithGoogle(idToken);
    expect(result).toMatchObject({ ok: true, firstSignIn: true });
    if (!result.ok) return;
    expect((await set.auth.verifySession(result.sessionCookie))?.uid).toBe(localId);
    expect(await set.profiles.getProfile(localId)).toMatchObject({
      firstName: "Hedy",
      lastName: "Lamarr",
      profilePicture: "https://lh3.googleusercontent.com/a/hedy",
    });
    // The second time the profile (perhaps edited since) is left alone.
    await set.profiles.updateProfile(localId, { firstName: "Hedwig" });
    const second = await googleIdToken({ sub: `google-${email}`, email, name: "Hedy Lamarr" });
    const again = await set.googleSignIn.signInWithGoogle(second.idToken ?? "");
    expect(again).toMatchObject({ ok: true, firstSignIn: false });
    expect((await set.profiles.getProfile(localId))?.firstName).toBe("Hedwig");
  });

  it("never makes a second account for an e-mail that has a password", async () => {
    const set = services();
    const handles = admin();
    const user = await newUser(set);
    const { idToken } = await googleIdToken({
      sub: `google-${user.email}`,
      email: user.email,
      email_verified: true,
      name: "Someone Else",
    });
    const result = idToken
      ? await set.googleSignIn.signInWithGoogle(idToken)
      : { ok: false, error: "email-has-password" };
    expect(result).toEqual({ ok: false, error: "email-has-password" });
    // One account for the address, still with its password and without Google attached.
    const accounts = (await handles.auth.listUsers()).users.filter((u) => u.email === user.email);
    expect(accounts).toHaveLength(1);
    // Google is not left attached. (The emulator, like Firebase for an unverified address, has
    // dropped the password as Google vouched for the address: the person resets it.)
    expect(accounts[0]?.providerData.map((p) => p.providerId)).not.toContain("google.com");
    const profiles = await handles.firestore.collection(USERS).get();
    expect(profiles.size).toBe(1);
  });

  it("refuses a token that is not from a Google sign-in, or not a token", async () => {
    const set = services();
    const user = await newUser(set);
    const password = await set.auth.signInWithPassword(user.email, user.password);
    if (!password.ok) throw new Error("sign-in failed");
    expect(await set.googleSignIn.signInWithGoogle(password.idToken)).toEqual({
      ok: false,
      error: "not-google",
    });
    expect(await set.googleSignIn.signInWithGoogle("not-a-token")).toEqual({
      ok: false,
      error: "invalid-token",
    });
  });
});
