import { beforeEach, describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { getUser } from "~/lib/session.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { action as settingsAction } from "~/routes/my-profile.settings";
import { action as exportAction, loader as exportLoader } from "~/routes/my-profile.data[.]json";
import { action as googleAction, loader as googleConfig } from "~/routes/auth.google";
import { UNVERIFIED_NEWSLETTER_NOTE } from "@travel/firebase-client";
import { action as verifyAction } from "~/routes/auth.verify-email";
import {
  browserRequest,
  call,
  CookieJar,
  flashedToast,
  replyOf,
  SITE,
  signUpThroughForm,
  uniqueEmail,
} from "../../../test/account-requests";
import { DELETE_ACCOUNT_MESSAGES } from "./delete-account.server";

beforeEach(() => resetRateLimits());

const deleteForm = (password: string) => ({
  intent: "delete-account",
  currentPassword: password,
  confirm: "yes",
});

describe("download my data", () => {
  it("answers the signed-in person's own data as a JSON attachment, never cached", async () => {
    const ada = await signUpThroughForm({ firstName: "Ada", lastName: "Lovelace" });
    const grace = await signUpThroughForm({ firstName: "Grace", lastName: "Hopper" });
    await getServices().favourites.add(ada.uid, 101, { adults: 2 });

    const outcome = await call(
      exportAction,
      browserRequest("/my-profile/data.json", { jar: ada.jar, body: { uid: grace.uid } }),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="wayfarer-my-data-/,
    );
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
    const exported = outcome.data as {
      account: { uid: string };
      favourites: { destinationId: number }[];
    };
    // A uid in the request changes nothing: the session decides.
    expect(exported.account.uid).toBe(ada.uid);
    expect(exported.favourites.map((favourite) => favourite.destinationId)).toEqual([101]);
  });

  it("sends a visitor without a session to sign in, refuses another site, and a plain visit", async () => {
    const anonymous = await call(
      exportAction,
      browserRequest("/my-profile/data.json", { body: {} }),
    );
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/auth\/login/);
    const ada = await signUpThroughForm();
    const crossSite = await call(
      exportAction,
      browserRequest("/my-profile/data.json", {
        jar: ada.jar,
        body: {},
        origin: "https://evil.example",
      }),
    );
    expect(crossSite.status).toBe(403);
    const visit = await call(
      exportLoader,
      browserRequest("/my-profile/data.json", { jar: ada.jar }),
    );
    expect(visit.status).toBe(303);
  });
});

/** An address on the newsletter, confirmed by its owner. */
async function confirmedSubscriber(email: string) {
  const { newsletter } = getServices();
  const request = await newsletter.requestSubscription(email);
  if (request.status !== "pending") throw new Error("expected a new sign-up");
  expect(await newsletter.confirm(request.confirmationToken)).toMatchObject({ confirmed: true });
}

const stillConfirmed = (email: string) => getServices().newsletter.isSubscribed(email);

const exportOf = async (jar: CookieJar) => {
  const outcome = await call(
    exportAction,
    browserRequest("/my-profile/data.json", { jar, body: {} }),
  );
  expect(outcome.status).toBe(200);
  return outcome.data as { newsletter: Record<string, unknown> | null };
};

describe("what is kept by an e-mail address", () => {
  it("is neither shown to nor erased by an account that has not verified the address", async () => {
    const email = uniqueEmail("victim");
    await confirmedSubscriber(email);
    // Someone else signs up with that address (verification is never required).
    const stranger = await signUpThroughForm(
      { firstName: "Mallory", lastName: "Smith" },
      undefined,
      email,
    );

    const exported = await exportOf(stranger.jar);
    expect(exported.newsletter).toEqual({
      email,
      status: "address-not-verified",
      subscribedAt: null,
      note: UNVERIFIED_NEWSLETTER_NOTE,
    });

    const deleted = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: stranger.jar,
        body: deleteForm(stranger.password),
      }),
    );
    expect(deleted.status).toBe(303);
    expect(await getServices().profiles.getProfile(stranger.uid)).toBeNull();
    // The owner's sign-up stands (subscribing again would have mailed a fresh confirmation).
    expect(await stillConfirmed(email)).toBe(true);
  });

  it("is the account's once it has verified the address: shown in the export and erased", async () => {
    const email = uniqueEmail("owner");
    await confirmedSubscriber(email);
    const owner = await signUpThroughForm(
      { firstName: "Olive", lastName: "Owner" },
      undefined,
      email,
    );
    const code = (await getServices().accountEmails.heldMessages()).find(
      (message) => message.kind === "email-verification" && message.email === email,
    )?.oobCode;
    if (!code) throw new Error("no verification link held");
    const verified = await call(
      verifyAction,
      browserRequest("/auth/verify-email", { body: { oobCode: code, website: "" } }),
    );
    expect(verified.status).toBe(200);

    const exported = await exportOf(owner.jar);
    expect(exported.newsletter).toMatchObject({ email, status: "confirmed" });
    expect(exported.newsletter?.subscribedAt).toEqual(expect.any(String));

    const deleted = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { jar: owner.jar, body: deleteForm(owner.password) }),
    );
    expect(deleted.status).toBe(303);
    expect(await stillConfirmed(email)).toBe(false);
  });
});

describe("delete my account", () => {
  it("refuses a wrong password or a missing confirmation, and deletes nothing", async () => {
    const ada = await signUpThroughForm();
    const wrong = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: ada.jar,
        body: deleteForm("wrong-password-1"),
      }),
    );
    expect(wrong.status).toBe(400);
    expect(replyOf(wrong).errors.currentPassword).toEqual([DELETE_ACCOUNT_MESSAGES.wrongPassword]);
    const unconfirmed = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: ada.jar,
        body: { intent: "delete-account", currentPassword: ada.password },
      }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(replyOf(unconfirmed).errors.confirm).toEqual([DELETE_ACCOUNT_MESSAGES.confirmMissing]);
    expect(await getUser(browserRequest("/", { jar: ada.jar }))).not.toBeNull();
    expect(await getServices().profiles.getProfile(ada.uid)).not.toBeNull();
  });

  it("deletes only the session's own account, whatever uid or password of another it names", async () => {
    const ana = await signUpThroughForm({ firstName: "Ana", lastName: "Sousa" });
    const bruno = await signUpThroughForm({ firstName: "Bruno", lastName: "Costa" });
    const outcome = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: bruno.jar,
        body: { ...deleteForm(ana.password), uid: ana.uid, userId: ana.uid },
      }),
    );
    // Both test accounts share one password, so the check passes for Bruno: his account goes,
    // and Ana's, named in the form, stands untouched.
    expect(outcome.status).toBe(303);
    expect(await getServices().profiles.getProfile(bruno.uid)).toBeNull();
    expect(await getServices().profiles.getProfile(ana.uid)).not.toBeNull();
    expect((await getServices().auth.signIn(ana.email, ana.password)).ok).toBe(true);
  });

  it("refuses another site's post and a visitor without a session", async () => {
    const ada = await signUpThroughForm();
    const crossSite = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: ada.jar,
        body: deleteForm(ada.password),
        origin: "https://evil.example",
      }),
    );
    expect(crossSite.status).toBe(403);
    const anonymous = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { body: deleteForm(ada.password) }),
    );
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/auth\/login/);
    expect(await getServices().profiles.getProfile(ada.uid)).not.toBeNull();
  });

  it("deletes, ends the session, goes home with a toast; password guesses are limited", async () => {
    const ada = await signUpThroughForm();
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(
        settingsAction,
        browserRequest("/my-profile/settings", {
          jar: ada.jar,
          body: deleteForm("wrong-password-1"),
        }),
      );
    }
    const limited = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { jar: ada.jar, body: deleteForm(ada.password) }),
    );
    expect(limited.status).toBe(429);
    expect(await getServices().profiles.getProfile(ada.uid)).not.toBeNull();

    resetRateLimits();
    const oldCookie = ada.jar.header();
    const done = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { jar: ada.jar, body: deleteForm(ada.password) }),
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe("/");
    expect((await flashedToast(done))?.description).toBe(DELETE_ACCOUNT_MESSAGES.done);
    expect(done.headers.getSetCookie().some((cookie) => cookie.startsWith("__session=;"))).toBe(
      true,
    );
    // The old cookie, kept by someone, no longer opens a session.
    expect(await getUser(new Request(SITE, { headers: { Cookie: oldCookie } }))).toBeNull();
    expect(await getServices().profiles.getProfile(ada.uid)).toBeNull();
    expect((await getServices().auth.signIn(ada.email, ada.password)).ok).toBe(false);
  });
});

/** A Google sign-in at the Auth emulator, as the web SDK makes it (the emulator signs nothing). */
async function emulatorGoogleIdToken(email: string) {
  const { config } = getServices();
  if (config.mode !== "emulator") throw new Error("runs against the emulators");
  const claims = { sub: `google-${email}`, email, email_verified: true, name: "Hedy Lamarr" };
  const response = await fetch(
    `http://${config.emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${config.webApiKey}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
      }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error("the Auth emulator gave no ID token");
  return body.idToken;
}

/**
 * The same token as if its sign-in had happened `minutesAgo` minutes ago: a session opened from
 * it carries that auth_time. Possible only because the emulator does not sign its tokens.
 */
function signedInMinutesAgo(idToken: string, minutesAgo: number) {
  const [, payload = ""] = idToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
    string,
    unknown
  >;
  claims.auth_time = Math.floor(Date.now() / 1000) - minutesAgo * 60;
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

async function googleSession(idToken: string) {
  const jar = new CookieJar();
  const outcome = await call(
    googleAction,
    browserRequest("/auth/google", { body: { idToken, from: "/auth/login", redirectTo: "/" } }),
    { jar },
  );
  expect(outcome.location).toBe("/");
  const user = await getUser(browserRequest("/", { jar }));
  if (!user) throw new Error("Google sign-in opened no session");
  return { jar, uid: user.uid };
}

describe("deleting a Google-only account", () => {
  it("needs this session's own recent sign-in, not another device's", async () => {
    const email = uniqueEmail("hedy");
    // A session whose sign-in was 11 minutes ago…
    const stale = await googleSession(signedInMinutesAgo(await emulatorGoogleIdToken(email), 11));
    // …and the owner signing in again on another device just now.
    const fresh = await googleSession(await emulatorGoogleIdToken(email));
    expect(fresh.uid).toBe(stale.uid);
    const confirmDeletion = { intent: "delete-account", confirmEmail: email, confirm: "yes" };

    const refused = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { jar: stale.jar, body: confirmDeletion }),
    );
    expect(refused.status).toBe(403);
    expect(replyOf(refused).errors.confirmEmail).toEqual([DELETE_ACCOUNT_MESSAGES.signInAgain]);
    expect(await getServices().profiles.getProfile(stale.uid)).not.toBeNull();

    const done = await call(
      settingsAction,
      browserRequest("/my-profile/settings", { jar: fresh.jar, body: confirmDeletion }),
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe("/");
    expect(await getServices().profiles.getProfile(fresh.uid)).toBeNull();
  });
});

describe("continue with Google", () => {
  it("gives the browser module its settings, the emulator's included", async () => {
    const outcome = await call(googleConfig, browserRequest("/auth/google"));
    expect(outcome.data).toMatchObject({
      emulatorReturnUrl: "/auth/google-return",
      emulatorUrl: expect.stringMatching(/^http:\/\//),
    });
  });

  it("refuses a forged token and another site's post, back on the page it came from", async () => {
    const forged = await call(
      googleAction,
      browserRequest("/auth/google", {
        body: {
          idToken: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
          from: "/auth/signup",
          redirectTo: "/trips",
        },
      }),
    );
    expect(forged.status).toBe(303);
    expect(forged.location).toBe("/auth/signup?redirectTo=%2Ftrips&google=failed");
    expect(forged.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(
      false,
    );
    const crossSite = await call(
      googleAction,
      browserRequest("/auth/google", {
        body: { idToken: "a.b.c" },
        origin: "https://evil.example",
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});
