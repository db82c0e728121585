// A redirectTo beyond Latin-1 used to make the redirect itself throw (a Location header cannot
// carry it): 500 after the action had run, with the session or the favourite already written.
import { beforeEach, describe, expect, it } from "vitest";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getUser } from "~/lib/session.server";
import {
  browserRequest,
  call,
  CookieJar,
  signUpThroughForm,
  uniqueEmail,
  TEST_PASSWORD,
} from "../../test/account-requests";
import { action as signInAction, loader as signInLoader } from "./auth.login";
import { action as signUpAction, loader as signUpLoader } from "./auth.signup";
import { action as favouritesAction } from "./resources.favourites";

const NON_ASCII_TARGETS = [
  ["/。", "/%E3%80%82"],
  ["/destinations?q=são", "/destinations?q=s%C3%A3o"],
  ["/trips/plan#東京", "/trips/plan#%E6%9D%B1%E4%BA%AC"],
] as const;

beforeEach(() => resetRateLimits());

describe("a redirectTo beyond ASCII", () => {
  it("signs in and goes on to the encoded path on /auth/login, never a 500", async () => {
    const account = await signUpThroughForm();
    for (const [redirectTo, encoded] of NON_ASCII_TARGETS) {
      const jar = new CookieJar();
      const outcome = await call(
        signInAction,
        browserRequest("/auth/login", {
          body: { email: account.email, password: account.password, redirectTo },
        }),
        { jar },
      );
      expect(outcome.status, redirectTo).toBe(303);
      expect(outcome.location, redirectTo).toBe(encoded);
      expect((await getUser(browserRequest("/", { jar })))?.uid, redirectTo).toBe(account.uid);
    }
  });

  it("sends a signed-in visitor of /auth/login on to it", async () => {
    const account = await signUpThroughForm();
    const outcome = await call(
      signInLoader,
      browserRequest(`/auth/login?${new URLSearchParams({ redirectTo: "/。" }).toString()}`, {
        jar: account.jar,
      }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/%E3%80%82");
  });

  it("creates the account on sign-up, and its page's sign-in goes on to the encoded path", async () => {
    const body = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: uniqueEmail("ada"),
      password: TEST_PASSWORD,
      redirectTo: "/。",
    };
    const outcome = await call(signUpAction, browserRequest("/auth/signup", { body }));
    expect(outcome.status).toBe(200);
    // The "Sign in" button of the page that follows carries the page's redirectTo.
    const page = await call(
      signUpLoader,
      browserRequest(`/auth/signup?${new URLSearchParams({ redirectTo: "/。" }).toString()}`),
    );
    expect(page.data).toMatchObject({ redirectTo: "/%E3%80%82" });
  });

  it("saves a favourite posted without JavaScript and answers with the redirect", async () => {
    const account = await signUpThroughForm();
    const outcome = await call(
      favouritesAction,
      browserRequest("/resources/favourites", {
        jar: account.jar,
        body: { destinationId: "101", favourite: "true", redirectTo: "/destinations?q=são" },
      }),
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/destinations?q=s%C3%A3o");
    expect([...(await favouriteIdsFor(browserRequest("/", { jar: account.jar })))]).toEqual([101]);
  });
});
