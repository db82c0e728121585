// The two plan-saving routes, a destination's plan and a group's plan, answer alike: the same
// guard, the same checks in the same order, a redirect back with a toast, and the plan stored
// on the user's favourite.
import { FAVOURITE_DESTINATIONS_PATH } from "@travel/domain";
import type { Favourite } from "@travel/firebase-client";
import { describe, expect, it } from "vitest";
import { favouritePlanQuery } from "~/features/favourites/favourite-plans.server";
import { storedGroupPlanQuery } from "~/features/group-trips/group-plan.server";
import { GROUP_PATH } from "~/features/group-trips/group-types";
import { getServices } from "~/lib/services.server";
import {
  browserRequest,
  call,
  type CookieJar,
  flashedToast,
  signUpThroughForm,
} from "../../test/account-requests";
import * as favouritePlanRoute from "./resources.favourite-plan";
import * as groupPlanRoute from "./resources.group-plan";

const destinationPlan = {
  originAirport: "LHR",
  departureDate: "2031-05-01",
  returnDate: "2031-05-04",
  adults: 2,
  children: 1,
  infants: 0,
};
const groupPlan = {
  departureDate: "2031-05-01",
  returnDate: "2031-05-08",
  parties: [
    { originAirport: "LIS", adults: 2, children: 1, infants: 0 },
    { originAirport: "BER", adults: 1, children: 0, infants: 0 },
  ],
  ranking: "fairness" as const,
  budgetEuros: 6000,
};

// The seeded catalogue's destinations are 101–130.
const routes = [
  {
    what: "a destination's plan",
    route: favouritePlanRoute,
    path: "/resources/favourite-plan",
    fields: Object.fromEntries(favouritePlanQuery(destinationPlan)),
    pastFields: {
      ...Object.fromEntries(favouritePlanQuery(destinationPlan)),
      departureDate: "2001-01-01",
    },
    back: FAVOURITE_DESTINATIONS_PATH,
    saved: "is saved in My destinations with your plan.",
    invalid: "Check your plan before saving it.",
    stored: (favourite: Favourite | undefined) => favourite?.plan,
    expected: destinationPlan,
  },
  {
    what: "a group's plan",
    route: groupPlanRoute,
    path: "/resources/group-plan",
    fields: Object.fromEntries(storedGroupPlanQuery(groupPlan)),
    pastFields: {
      ...Object.fromEntries(storedGroupPlanQuery(groupPlan)),
      departureDate: "2001-01-01",
    },
    back: GROUP_PATH,
    saved: "is saved in My destinations with your group plan.",
    invalid: "Check the group's plan before saving it.",
    stored: (favourite: Favourite | undefined) => favourite?.groupPlan,
    expected: groupPlan,
  },
];

describe.each(routes)("saving $what", (kind) => {
  const post = (jar: CookieJar | undefined, body: Record<string, string>) =>
    call(kind.route.action, browserRequest(kind.path, { ...(jar ? { jar } : {}), body }));
  const favourites = (uid: string) => getServices().favourites.list(uid);

  it("stores it on the favourite and goes back to the page with a toast", async () => {
    const account = await signUpThroughForm();
    const saved = await post(account.jar, {
      ...kind.fields,
      destinationId: "104",
      redirectTo: "/destinations/104?adults=2",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/destinations/104?adults=2");
    expect((await flashedToast(saved))?.description).toMatch(new RegExp(` ${kind.saved}$`));
    const [favourite] = await favourites(account.uid);
    expect(favourite?.destinationId).toBe(104);
    expect(kind.stored(favourite)).toEqual(kind.expected);
  });

  it("sends a visitor to sign up first", async () => {
    const refused = await post(undefined, { ...kind.fields, destinationId: "104" });
    expect(refused.status).toBe(303);
    expect(refused.location).toMatch(/^\/auth\/signup\?auth_error=signup-required/);
  });

  it("refuses an unknown destination and a plan that does not hold, back on its own page", async () => {
    const account = await signUpThroughForm();
    const unknown = await post(account.jar, {
      ...kind.fields,
      destinationId: "999",
      redirectTo: "//evil.example",
    });
    expect(unknown.status).toBe(303);
    expect(unknown.location).toBe(kind.back);
    expect(await flashedToast(unknown)).toMatchObject({
      type: "error",
      description: "That destination could not be found.",
    });

    const past = await post(account.jar, { ...kind.pastFields, destinationId: "104" });
    expect(past.status).toBe(303);
    expect(past.location).toBe(kind.back);
    expect(await flashedToast(past)).toMatchObject({ type: "error", description: kind.invalid });
    expect(await favourites(account.uid)).toEqual([]);
  });

  it("sends a page load to My destinations", async () => {
    const opened = await call(kind.route.loader, browserRequest(kind.path));
    expect(opened.location).toBe(FAVOURITE_DESTINATIONS_PATH);
  });
});
