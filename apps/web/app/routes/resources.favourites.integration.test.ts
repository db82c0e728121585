import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestContext } from "~/lib/http/request-context.server";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { getUser } from "~/lib/session.server";
import { createMemoryLog } from "~/lib/http/request-log.server";
import {
  browserRequest,
  call,
  type CookieJar,
  flashedToast,
  signUpThroughForm,
} from "../../test/account-requests";
import { loader as favouritesPage } from "./my-profile.favourite-destinations";
import { action, loader } from "./resources.favourites";

const SIGNUP_REQUIRED = "/auth/signup?auth_error=signup-required";
// The seeded catalogue's destinations are 101–130.

const post = (jar: CookieJar | undefined, body: Record<string, string>, origin?: string) =>
  call(
    action,
    browserRequest("/resources/favourites", {
      ...(jar ? { jar } : {}),
      body,
      ...(origin ? { origin } : {}),
    }),
  );

const savedIds = async (jar: CookieJar) =>
  [...(await favouriteIdsFor(browserRequest("/", { jar })))].sort((a, b) => a - b);

type PageData = {
  saved: { destination: { id: number; name: string; nightlyRateCents: number }; savedOn: string }[];
};

beforeEach(() => resetRateLimits());

describe("the favourite toggle's action", () => {
  it("saves and removes with JavaScript (data) and without (redirect back with a toast)", async () => {
    const account = await signUpThroughForm();
    const saved = await post(account.jar, {
      destinationId: "101",
      favourite: "true",
      respond: "data",
    });
    expect(saved).toMatchObject({
      status: 200,
      data: { ok: true, destinationId: 101, favourite: true },
    });
    expect(await savedIds(account.jar)).toEqual([101]);

    const plain = await post(account.jar, {
      destinationId: "102",
      favourite: "true",
      redirectTo: "/destinations?q=beach",
    });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe("/destinations?q=beach");
    expect((await flashedToast(plain))?.description).toMatch(/ is saved in My destinations\.$/);
    expect(await savedIds(account.jar)).toEqual([101, 102]);

    const removed = await post(account.jar, {
      destinationId: "101",
      favourite: "false",
      redirectTo: "//evil.example",
    });
    expect(removed.location).toBe("/my-profile/favourite-destinations");
    expect((await flashedToast(removed))?.description).toMatch(
      / was removed from My destinations\.$/,
    );
    expect(await savedIds(account.jar)).toEqual([102]);
  });

  it("treats a repeated submit as the same wish, and flips when no state is given", async () => {
    const account = await signUpThroughForm();
    await post(account.jar, { destinationId: "103", favourite: "true", respond: "data" });
    await post(account.jar, { destinationId: "103", favourite: "true", respond: "data" });
    expect(await savedIds(account.jar)).toEqual([103]);
    expect((await post(account.jar, { destinationId: "103", respond: "data" })).data).toMatchObject(
      { favourite: false },
    );
    expect((await post(account.jar, { destinationId: "103", respond: "data" })).data).toMatchObject(
      { favourite: true },
    );
    expect(await savedIds(account.jar)).toEqual([103]);
  });

  it("sends visitors to sign up, with the reason, and saves nothing", async () => {
    const outcome = await post(undefined, {
      destinationId: "101",
      favourite: "true",
      respond: "data",
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(SIGNUP_REQUIRED);
  });

  it("answers 400 for a bad destination id and 404 for one not in the catalogue", async () => {
    const account = await signUpThroughForm();
    expect((await post(account.jar, { destinationId: "abc", respond: "data" })).status).toBe(400);
    expect((await post(account.jar, { destinationId: "-4", respond: "data" })).status).toBe(400);
    expect(
      (await post(account.jar, { destinationId: "999999", favourite: "true", respond: "data" }))
        .status,
    ).toBe(404);
    expect(await savedIds(account.jar)).toEqual([]);
  });

  it("refuses a post from another site with 403", async () => {
    const account = await signUpThroughForm();
    expect(
      (await post(account.jar, { destinationId: "101", favourite: "true" }, "https://evil.example"))
        .status,
    ).toBe(403);
    expect(await savedIds(account.jar)).toEqual([]);
  });

  it("sends a GET to My destinations", async () => {
    expect((await call(loader, browserRequest("/resources/favourites"))).location).toBe(
      "/my-profile/favourite-destinations",
    );
  });
});

describe("one user's favourites", () => {
  it("are invisible to another user, who cannot change them either, whatever uid the form names", async () => {
    const ana = await signUpThroughForm({ firstName: "Ana", lastName: "First" });
    const bruno = await signUpThroughForm({ firstName: "Bruno", lastName: "Second" });
    await post(ana.jar, { destinationId: "101", favourite: "true", respond: "data" });
    await post(ana.jar, { destinationId: "102", favourite: "true", respond: "data" });

    expect(await savedIds(bruno.jar)).toEqual([]);
    expect(
      (
        (
          await call(
            favouritesPage,
            browserRequest("/my-profile/favourite-destinations", { jar: bruno.jar }),
          )
        ).data as PageData
      ).saved,
    ).toEqual([]);

    // Bruno names Ana in the form: the session decides whose favourites change.
    await post(bruno.jar, {
      uid: ana.uid,
      userId: ana.uid,
      destinationId: "101",
      favourite: "false",
      respond: "data",
    });
    await post(bruno.jar, {
      uid: ana.uid,
      userId: ana.uid,
      destinationId: "105",
      favourite: "true",
      respond: "data",
    });
    expect(await savedIds(ana.jar)).toEqual([101, 102]);
    expect(await savedIds(bruno.jar)).toEqual([105]);
  });
});

describe("My destinations page", () => {
  it("redirects visitors to sign-up with the signup-required reason", async () => {
    const outcome = await call(
      favouritesPage,
      browserRequest("/my-profile/favourite-destinations"),
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(SIGNUP_REQUIRED);
  });

  it("lists the favourites newest first with their catalogue entries and the day they were saved", async () => {
    const account = await signUpThroughForm();
    await post(account.jar, { destinationId: "104", favourite: "true", respond: "data" });
    await post(account.jar, { destinationId: "102", favourite: "true", respond: "data" });
    const { saved } = (
      await call(
        favouritesPage,
        browserRequest("/my-profile/favourite-destinations", { jar: account.jar }),
      )
    ).data as PageData;
    expect(saved.map((item) => item.destination.id)).toEqual([102, 104]);
    const catalogue = await getServices().catalogue.getDestination(102);
    expect(saved[0]?.destination).toEqual(catalogue);
    expect(saved[0]?.savedOn).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  it("shows the empty state's data for a new user", async () => {
    const account = await signUpThroughForm();
    expect(
      (
        await call(
          favouritesPage,
          browserRequest("/my-profile/favourite-destinations", { jar: account.jar }),
        )
      ).data,
    ).toEqual({ saved: [], sharedPlans: [] });
  });
});

describe("favouriteIdsFor", () => {
  it("is empty for visitors and reads the list once per request", async () => {
    expect(await favouriteIdsFor(browserRequest("/"))).toEqual(new Set());
    const account = await signUpThroughForm();
    await post(account.jar, { destinationId: "106", favourite: "true", respond: "data" });
    const list = vi.spyOn(getServices().favourites, "list");
    const request = browserRequest("/", { jar: account.jar });
    await Promise.all([favouriteIdsFor(request), favouriteIdsFor(request)]);
    expect(await favouriteIdsFor(request)).toEqual(new Set([106]));
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it("gives an empty set, and logs, when the favourites cannot be read", async () => {
    const account = await signUpThroughForm();
    const log = createMemoryLog();
    const list = vi
      .spyOn(getServices().favourites, "list")
      .mockRejectedValue(new Error("Firestore unavailable"));
    expect(
      await favouriteIdsFor(browserRequest("/", { jar: account.jar }), requestContext({ log })),
    ).toEqual(new Set());
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: "error", message: "Could not read the user's favourites" }),
    );
    list.mockRestore();
    expect(await getUser(browserRequest("/", { jar: account.jar }))).not.toBeNull();
  });
});
