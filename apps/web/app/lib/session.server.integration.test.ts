import { describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { action as favouritesAction } from "~/routes/resources.favourites";
import { action as settingsAction, loader as settingsLoader } from "~/routes/my-profile.settings";
import { browserRequest, call, CookieJar, signUpThroughForm } from "../../test/account-requests";
import { getServices } from "./services.server";
import { getProfile, getUser, requireUser, SESSION_COOKIE_NAME } from "./session.server";

describe("the session of a request", () => {
  it("is verified once per request, and again on the next one", async () => {
    const account = await signUpThroughForm();
    const verify = vi.spyOn(getServices().auth, "verifySession");
    const request = browserRequest("/", { jar: account.jar });
    const [first, second] = await Promise.all([getUser(request), getUser(request)]);
    await getProfile(request);
    expect(first?.uid).toBe(account.uid);
    expect(second).toBe(first);
    expect(verify).toHaveBeenCalledTimes(1);
    await getUser(browserRequest("/", { jar: account.jar }));
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
  });

  it("ends on the next request once the user signs out elsewhere (revocation is checked)", async () => {
    const account = await signUpThroughForm();
    expect(await getUser(browserRequest("/", { jar: account.jar }))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    await getServices().auth.signOut(account.uid);
    expect(await getUser(browserRequest("/", { jar: account.jar }))).toBeNull();
  });

  it("is nobody's for a forged or garbled cookie", async () => {
    for (const value of ["eyJhbGciOiJIUzI1NiJ9.e30.c2ln", "%%%", "IiI%3D"]) {
      const jar = new CookieJar();
      jar.take([`${SESSION_COOKIE_NAME}=${value}; Path=/`]);
      expect(await getUser(browserRequest("/", { jar })), value).toBeNull();
    }
  });

  it("is nobody's for a hand-made unsigned (alg:none) session token: no page as them, no write", async () => {
    const account = await signUpThroughForm({ firstName: "Ada", lastName: "Lovelace" });
    // The token the Auth emulator's verifier would take, in the cookie's old unsigned encoding.
    const now = Math.floor(Date.now() / 1000);
    const projectId = process.env.FIREBASE_PROJECT_ID ?? "";
    const part = (json: object) => Buffer.from(JSON.stringify(json)).toString("base64url");
    const claims = {
      auth_time: now,
      user_id: account.uid,
      sub: account.uid,
      iat: now,
      exp: now + 10 * 365 * 86_400,
    };
    const token = `${part({ alg: "none" })}.${part({ ...claims, aud: projectId, iss: `https://session.firebase.google.com/${projectId}` })}.`;
    const forged = new CookieJar();
    forged.take([
      `${SESSION_COOKIE_NAME}=${encodeURIComponent(Buffer.from(JSON.stringify(token)).toString("base64"))}; Path=/`,
    ]);

    const page = await call(
      settingsLoader,
      browserRequest("/my-profile/settings", { jar: forged }),
    );
    const rename = await call(
      settingsAction,
      browserRequest("/my-profile/settings", {
        jar: forged,
        body: { intent: "profile", firstName: "Mallory", lastName: "Forged" },
      }),
    );
    const favourite = await call(
      favouritesAction,
      browserRequest("/resources/favourites", {
        jar: forged,
        body: { destinationId: "101", favourite: "true", respond: "data" },
      }),
    );

    // Nothing was written as the account's owner...
    expect(await getServices().profiles.getProfile(account.uid)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect([...(await favouriteIdsFor(browserRequest("/", { jar: account.jar })))]).toEqual([]);
    // ...because the forger was treated as a visitor throughout.
    expect(await getUser(browserRequest("/", { jar: forged }))).toBeNull();
    expect(page.location).toBe("/auth/login?redirectTo=%2Fmy-profile%2Fsettings");
    expect(rename.location).toMatch(/^\/auth\/login\?/);
    expect(favourite.status).toBe(303);
  });

  it("requireUser sends a visitor to sign in and back, or where the caller says", async () => {
    const request = browserRequest("/my-profile/settings?x=1");
    const outcome = await call(() => requireUser(request), request);
    expect(outcome.location).toBe("/auth/login?redirectTo=%2Fmy-profile%2Fsettings%3Fx%3D1");
    const elsewhere = await call(
      () => requireUser(request, { redirectTo: "/auth/signup" }),
      request,
    );
    expect(elsewhere.location).toBe("/auth/signup");
  });
});

describe("the root loader", () => {
  it("gives the frame the signed-in user (names from the profile) or null", async () => {
    const account = await signUpThroughForm({ firstName: "Mary", lastName: "Jackson" });
    const signedIn = await call(rootLoader, browserRequest("/", { jar: account.jar }));
    expect((signedIn.data as { user: unknown }).user).toEqual({
      uid: account.uid,
      email: account.email,
      displayName: "Mary Jackson",
      photoURL: null,
    });
    const visitor = await call(rootLoader, browserRequest("/"));
    expect((visitor.data as { user: unknown }).user).toBeNull();
  });
});
