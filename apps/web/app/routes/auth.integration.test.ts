import { SIGNUP_REQUIRED_ERROR } from "@travel/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "~/features/account/auth.server";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { getSiteUser, getUser, SESSION_COOKIE_NAME } from "~/lib/session.server";
import {
  browserRequest,
  call,
  CookieJar,
  flashedToast,
  replyOf,
  signUpThroughForm,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../test/account-requests";
import { action as signInAction, loader as signInLoader } from "./auth.login";
import { action as signOutAction, loader as signOutLoader } from "./auth.logout";
import { action as signUpAction, loader as signUpLoader } from "./auth.signup";

const signUp = (
  fields: Record<string, string>,
  options: { jar?: CookieJar; origin?: string; clientIp?: string } = {},
) =>
  call(
    signUpAction,
    browserRequest("/auth/signup", {
      body: fields,
      ...(options.origin ? { origin: options.origin } : {}),
    }),
    options,
  );

const signIn = (
  fields: Record<string, string>,
  options: { jar?: CookieJar; origin?: string; clientIp?: string } = {},
) =>
  call(
    signInAction,
    browserRequest("/auth/login", {
      body: fields,
      ...(options.origin ? { origin: options.origin } : {}),
    }),
    options,
  );

const person = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: uniqueEmail("ada"),
  password: TEST_PASSWORD,
});

beforeEach(() => resetRateLimits());

describe("sign-up", () => {
  it("creates the account and its profile, opens no session, and says where the next step went", async () => {
    const jar = new CookieJar();
    const fields = person();
    const outcome = await signUp({ ...fields, redirectTo: "/destinations" }, { jar });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({
      errors: {},
      values: { firstName: "Ada", lastName: "Lovelace", email: fields.email },
      sentTo: fields.email,
    });
    expect(outcome.headers.getSetCookie()).toEqual([]);
    expect(await getUser(browserRequest("/", { jar }))).toBeNull();
    // The verification link is on its way (held by the Auth emulator).
    const held = await getServices().accountEmails.heldMessages();
    expect(held.some((message) => message.email === fields.email)).toBe(true);

    // Signing in with the new password opens the session and goes on to redirectTo.
    const signedIn = await signIn(
      { email: fields.email, password: fields.password, redirectTo: "/destinations" },
      { jar },
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/destinations");
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//i);

    const request = browserRequest("/", { jar });
    const user = await getUser(request);
    expect(user?.email).toBe(fields.email);
    const profile = await getServices().profiles.getProfile(user?.uid);
    expect(profile).toMatchObject({
      userId: user?.uid,
      firstName: "Ada",
      lastName: "Lovelace",
      profilePicture: "",
    });
    expect(await getSiteUser(request)).toEqual({
      uid: user?.uid,
      email: fields.email,
      displayName: "Ada Lovelace",
      photoURL: null,
    });
  });

  it("answers 400 with a message next to each invalid field and keeps the names, never the password", async () => {
    const outcome = await signUp({
      firstName: "",
      lastName: "O'Brien",
      email: "ada@example",
      password: "12345",
    });
    expect(outcome.status).toBe(400);
    const reply = replyOf(outcome);
    expect(reply.errors).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Use letters, numbers and spaces only."],
      email: ["Enter an email address like name@example.com."],
      password: ["Use at least 6 characters."],
    });
    expect(reply.values).toEqual({ firstName: "", lastName: "O'Brien", email: "ada@example" });
    expect(outcome.headers.getSetCookie()).toEqual([]);
  });

  it("answers a taken address exactly as a new one, and mails its owner that someone tried", async () => {
    const fields = person();
    const mailsTo = async (email: string) =>
      (await getServices().mail.listRecent(200)).filter((mail) => mail.to === email);
    const first = await signUp(fields);
    expect(await mailsTo(fields.email)).toEqual([]);

    // The same form again (someone else, or the owner who forgot): the very same answer.
    const again = await signUp(fields);
    expect(again.status).toBe(first.status);
    expect(again.data).toEqual(first.data);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(JSON.stringify(again.data)).not.toMatch(/already|exists/i);
    // Only the mailbox learns: its owner is told how to get in.
    const mails = await mailsTo(fields.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "sign-up-attempt",
      message: { subject: "You already have a Wayfarer account" },
      links: [
        { label: "Sign in", url: expect.stringMatching(/\/auth\/login$/) as unknown },
        {
          label: "Choose a new password",
          url: expect.stringMatching(/\/auth\/forgot-password$/) as unknown,
        },
      ],
    });
    // Nothing changed for the owner: one account, the first password.
    expect((await getServices().auth.signInWithPassword(fields.email, fields.password)).ok).toBe(
      true,
    );
  });

  it("quietly refuses a filled honeypot and creates nothing", async () => {
    const fields = person();
    const outcome = await signUp({ ...fields, website: "https://spam.example" });
    expect(outcome.status).toBe(400);
    expect(replyOf(outcome).formError).toBe("We could not process this form. Please try again.");
    expect(replyOf(outcome).errors).toEqual({});
    const signedIn = await getServices().auth.signInWithPassword(fields.email, fields.password);
    expect(signedIn).toEqual({ ok: false, error: "invalid-credentials" });
  });

  it("refuses a post from another site with 403 and creates nothing", async () => {
    const fields = person();
    const outcome = await signUp(fields, { origin: "https://evil.example" });
    expect(outcome.status).toBe(403);
    expect(
      await getServices().auth.signInWithPassword(fields.email, fields.password),
    ).toMatchObject({ ok: false });
  });

  it("limits sign-ups per e-mail and per client address with 429 and Retry-After", async () => {
    const fields = person();
    const perEmail = RATE_LIMIT_POLICIES.signUpPerEmail.points;
    for (let attempt = 0; attempt < perEmail; attempt++) {
      expect((await signUp(fields, { clientIp: `198.51.100.${attempt}` })).status).not.toBe(429);
    }
    const limited = await signUp(fields, { clientIp: "198.51.100.200" });
    expect(limited.status).toBe(429);
    expect(replyOf(limited).formError).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    resetRateLimits();
    const perClient = RATE_LIMIT_POLICIES.signUpPerClient.points;
    // Invalid forms are not counted; taken addresses are (each one costs an Auth call).
    for (let attempt = 0; attempt < perClient; attempt++) {
      expect(
        (await signUp({ ...fields, email: uniqueEmail("burst") }, { clientIp: "198.51.100.7" }))
          .status,
      ).toBe(200);
    }
    expect(
      (await signUp({ ...fields, email: uniqueEmail("burst") }, { clientIp: "198.51.100.7" }))
        .status,
    ).toBe(429);
    expect(
      (await signUp({ ...fields, email: uniqueEmail("other") }, { clientIp: "198.51.100.8" }))
        .status,
    ).toBe(200);
  });

  it("shows the signup-required notice and lands on My destinations after signing up from there", async () => {
    const load = (path: string) => call(signUpLoader, browserRequest(path));
    expect((await load(`/auth/signup?auth_error=${SIGNUP_REQUIRED_ERROR}`)).data).toEqual({
      signupRequired: true,
      redirectTo: "/my-profile/favourite-destinations",
    });
    expect((await load("/auth/signup")).data).toEqual({ signupRequired: false, redirectTo: "/" });
    expect((await load("/auth/signup?redirectTo=//evil.example")).data).toEqual({
      signupRequired: false,
      redirectTo: "/",
    });
  });
});

describe("sign-in", () => {
  it("signs in, welcomes by name and follows a same-site redirectTo", async () => {
    const account = await signUpThroughForm({ firstName: "Grace", lastName: "Hopper" });
    const jar = new CookieJar();
    const outcome = await signIn(
      {
        email: account.email.toUpperCase(),
        password: account.password,
        redirectTo: "/my-profile/settings",
      },
      { jar },
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/my-profile/settings");
    expect((await flashedToast(outcome))?.description).toBe("Welcome back, Grace!");
    expect((await getUser(browserRequest("/", { jar })))?.uid).toBe(account.uid);
  });

  it("never redirects to another site after signing in", async () => {
    const account = await signUpThroughForm();
    for (const redirectTo of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const outcome = await signIn({
        email: account.email,
        password: account.password,
        redirectTo,
      });
      expect(outcome.location, redirectTo).toBe("/");
    }
  });

  it("gives the same message for a wrong password and an unknown e-mail", async () => {
    const account = await signUpThroughForm();
    const wrongPassword = await signIn({ email: account.email, password: "not-the-password" });
    const unknownEmail = await signIn({
      email: uniqueEmail("nobody"),
      password: "not-the-password",
    });
    for (const outcome of [wrongPassword, unknownEmail]) {
      expect(outcome.status).toBe(400);
      expect(replyOf(outcome).formError).toBe(AUTH_MESSAGES.wrongCredentials);
      expect(replyOf(outcome).errors).toEqual({});
      expect(outcome.headers.getSetCookie()).toEqual([]);
    }
    expect(replyOf(wrongPassword).values).toEqual({ email: account.email });
  });

  it("answers 400 with field messages for an empty form", async () => {
    const outcome = await signIn({ email: " ", password: "" });
    expect(outcome.status).toBe(400);
    expect(replyOf(outcome).errors).toEqual({
      email: ["Enter your email address."],
      password: ["Enter your password."],
    });
  });

  it("quietly refuses a filled honeypot, even with the right password", async () => {
    const account = await signUpThroughForm();
    const outcome = await signIn({
      email: account.email,
      password: account.password,
      website: "x",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a post from another site with 403", async () => {
    const account = await signUpThroughForm();
    const outcome = await signIn(
      { email: account.email, password: account.password },
      { origin: "https://evil.example" },
    );
    expect(outcome.status).toBe(403);
    expect(outcome.headers.getSetCookie()).toEqual([]);
    expect(
      (await signIn({ email: account.email, password: account.password }, { origin: "null" }))
        .status,
    ).toBe(403);
  });

  it("checks at most the free attempts' passwords when 50 wrong guesses at one account arrive at once", async () => {
    const account = await signUpThroughForm();
    const passwordChecks = vi.spyOn(getServices().auth, "signIn");
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, guess) =>
          signIn({ email: account.email, password: `guess-${guess}` }, { clientIp: "192.0.2.60" }),
        ),
      );
      const free = RATE_LIMIT_POLICIES.signInFailuresPerAccountAndClient.points;
      expect(passwordChecks).toHaveBeenCalledTimes(free);
      expect(outcomes.filter((outcome) => outcome.status === 400)).toHaveLength(free);
      expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(50 - free);
      // The right password from the guessing address waits too: it is not checked either.
      expect(
        (
          await signIn(
            { email: account.email, password: account.password },
            { clientIp: "192.0.2.60" },
          )
        ).status,
      ).toBe(429);
      expect(passwordChecks).toHaveBeenCalledTimes(free);
    } finally {
      passwordChecks.mockRestore();
    }
  });

  it("slows a stranger's guesses without locking out the owner, who signs in from another address", async () => {
    const account = await signUpThroughForm();
    for (const strangerAttempts of [10, 50]) {
      resetRateLimits();
      const statuses: number[] = [];
      for (let guess = 0; guess < strangerAttempts; guess++) {
        statuses.push(
          (
            await signIn(
              { email: account.email, password: `guess-${guess}` },
              { clientIp: "192.0.2.70" },
            )
          ).status,
        );
      }
      const free = RATE_LIMIT_POLICIES.signInFailuresPerAccountAndClient.points;
      expect(statuses).toEqual([
        ...Array(free).fill(400),
        ...Array(strangerAttempts - free).fill(429),
      ]);
      const slowed = await signIn(
        { email: account.email, password: `guess-again` },
        { clientIp: "192.0.2.70" },
      );
      expect(slowed.status).toBe(429);
      expect(replyOf(slowed).formError).toMatch(/Too many attempts/);
      expect(Number(slowed.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(
        (
          await signIn(
            { email: account.email, password: account.password },
            { clientIp: "192.0.2.71" },
          )
        ).status,
      ).toBe(303);
    }
  });

  it("over an account's budget refuses the addresses that failed there, and still lets the owner in", async () => {
    const account = await signUpThroughForm();
    const budget = RATE_LIMIT_POLICIES.signInFailuresPerAccount.points;
    for (let guess = 0; guess < budget; guess++) {
      expect(
        (
          await signIn(
            { email: account.email, password: `guess-${guess}` },
            { clientIp: `198.18.${guess}.1` },
          )
        ).status,
      ).toBe(400);
    }
    const blocked = await signIn(
      { email: account.email, password: account.password },
      { clientIp: "198.18.0.1" },
    );
    expect(blocked.status).toBe(429);
    expect(replyOf(blocked).formError).toMatch(/Too many attempts/);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(
      (
        await signIn(
          { email: account.email, password: account.password },
          { clientIp: "198.18.200.1" },
        )
      ).status,
    ).toBe(303);
  });

  it("stops one address that tries many accounts with 429; successes do not count", async () => {
    const account = await signUpThroughForm();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (
          await signIn(
            { email: account.email, password: account.password },
            { clientIp: "192.0.2.50" },
          )
        ).status,
      ).toBe(303);
    }
    const limit = RATE_LIMIT_POLICIES.signInFailuresPerClient.points;
    for (let attempt = 0; attempt < limit; attempt++) {
      await signIn({ email: uniqueEmail("spray"), password: "guess" }, { clientIp: "192.0.2.50" });
    }
    expect(
      (
        await signIn(
          { email: account.email, password: account.password },
          { clientIp: "192.0.2.50" },
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await signIn(
          { email: account.email, password: account.password },
          { clientIp: "192.0.2.51" },
        )
      ).status,
    ).toBe(303);
  });

  it("sends a signed-in visitor of the sign-in page straight on", async () => {
    const account = await signUpThroughForm();
    const signedIn = await call(
      signInLoader,
      browserRequest("/auth/login?redirectTo=/my-profile/settings", { jar: account.jar }),
    );
    expect(signedIn.location).toBe("/my-profile/settings");
    const visitor = await call(
      signInLoader,
      browserRequest("/auth/login?redirectTo=//evil.example"),
    );
    expect(visitor.data).toEqual({ redirectTo: "/" });
  });
});

describe("sign-out", () => {
  it("ends every session of the user, clears the cookie and goes home", async () => {
    const account = await signUpThroughForm();
    const otherBrowser = new CookieJar();
    await signIn({ email: account.email, password: account.password }, { jar: otherBrowser });
    expect(await getUser(browserRequest("/", { jar: otherBrowser }))).not.toBeNull();

    const before = account.jar.copy();
    const outcome = await call(
      signOutAction,
      browserRequest("/auth/logout", { jar: account.jar, body: {} }),
      { jar: account.jar },
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/");
    expect(account.jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(await getUser(browserRequest("/", { jar: before }))).toBeNull();
    expect(await getUser(browserRequest("/", { jar: otherBrowser }))).toBeNull();
  });

  it("ends a session opened in the same second: a copy of its cookie is refused at once", async () => {
    const account = await signUpThroughForm();
    // Revocation is compared in whole seconds. Each round starts a second afresh, so signing in
    // and out (a few Auth calls) falls within one second, the case a quick person meets.
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const jar = new CookieJar();
      await signIn({ email: account.email, password: account.password }, { jar });
      const copy = jar.copy();
      expect(await getUser(browserRequest("/", { jar: copy }))).not.toBeNull();
      const outcome = await call(signOutAction, browserRequest("/auth/logout", { jar, body: {} }), {
        jar,
      });
      expect(outcome.status).toBe(303);
      expect(await getUser(browserRequest("/", { jar: copy }))).toBeNull();
    }
  });

  it("does nothing on GET and refuses a post from another site", async () => {
    const account = await signUpThroughForm();
    expect(
      (await call(signOutLoader, browserRequest("/auth/logout", { jar: account.jar }))).location,
    ).toBe("/");
    const foreign = await call(
      signOutAction,
      browserRequest("/auth/logout", {
        jar: account.jar,
        body: {},
        origin: "https://evil.example",
      }),
    );
    expect(foreign.status).toBe(403);
    expect(await getUser(browserRequest("/", { jar: account.jar }))).not.toBeNull();
  });

  it("clears the cookie of a visitor whose session already ended", async () => {
    const jar = new CookieJar();
    jar.take(["__session=InN0YWxlIg%3D%3D; Path=/"]);
    const outcome = await call(signOutAction, browserRequest("/auth/logout", { jar, body: {} }), {
      jar,
    });
    expect(outcome.location).toBe("/");
    expect(jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });
});
