import { beforeEach, describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { getUser } from "~/lib/session.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { action as settingsAction } from "~/routes/my-profile.settings";
import { action as exportAction, loader as exportLoader } from "~/routes/my-profile.data[.]json";
import { action as googleAction, loader as googleConfig } from "~/routes/auth.google";
import {
  browserRequest,
  call,
  flashedToast,
  replyOf,
  SITE,
  signUpThroughForm,
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
