import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  admin,
  clearEmulators,
  closeServices,
  newUser,
  recordingLogger,
  services,
} from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("profiles", () => {
  it("is null when nobody is signed in", async () => {
    const set = services();
    expect(await set.profiles.getProfile(null)).toBeNull();
    expect(await set.profiles.getProfile(undefined)).toBeNull();
    expect(await set.profiles.getProfile("")).toBeNull();
  });

  it("is null with a console message when the account has no profile (spec §8)", async () => {
    const { logger, lines } = recordingLogger();
    const set = services(logger);
    expect(await set.profiles.getProfile("account-without-profile")).toBeNull();
    expect(lines).toContainEqual({
      level: "info",
      message: "No profile found for user account-without-profile",
    });
  });

  it("updates only the supplied fields", async () => {
    const set = services();
    const user = await newUser(set, { firstName: "Grace", lastName: "Hopper" });
    expect(await set.profiles.updateProfile(user.uid, { firstName: "Amazing Grace" })).toBe(true);
    expect(await set.profiles.getProfile(user.uid)).toMatchObject({
      userId: user.uid,
      firstName: "Amazing Grace",
      lastName: "Hopper",
      profilePicture: "",
    });
  });

  it("never changes userId, even when asked to", async () => {
    const set = services();
    const user = await newUser(set);
    const sneaky = { lastName: "Renamed", userId: "someone-else" } as unknown as {
      lastName: string;
    };
    expect(await set.profiles.updateProfile(user.uid, sneaky)).toBe(true);
    expect(await set.profiles.getProfile(user.uid)).toMatchObject({
      userId: user.uid,
      lastName: "Renamed",
    });
    expect(await set.profiles.getProfile("someone-else")).toBeNull();
  });

  it("finds a profile stored under any document id by its userId field", async () => {
    const set = services();
    // A profile written with a random document id is still the user's profile (spec §3: by userId).
    const ref = await admin().firestore.collection("users").add({
      userId: "legacy-uid",
      firstName: "Mary",
      lastName: "Somerville",
      profilePicture: "",
    });
    expect(await set.profiles.getProfile("legacy-uid")).toMatchObject({
      id: ref.id,
      firstName: "Mary",
    });
    expect(await set.profiles.updateProfile("legacy-uid", { firstName: "Mary Fairfax" })).toBe(
      true,
    );
    expect((await ref.get()).data()).toMatchObject({
      userId: "legacy-uid",
      firstName: "Mary Fairfax",
    });
  });

  it("does nothing without a signed-in user, a matching profile, valid fields or any field", async () => {
    const { logger, lines } = recordingLogger();
    const set = services(logger);
    const user = await newUser(set);
    expect(await set.profiles.updateProfile(null, { firstName: "X" })).toBe(false);
    expect(await set.profiles.updateProfile("no-profile-here", { firstName: "X" })).toBe(false);
    expect(await set.profiles.updateProfile(user.uid, { firstName: "   " })).toBe(false);
    expect(
      await set.profiles.updateProfile(user.uid, { profilePicture: "javascript:alert(1)" }),
    ).toBe(false);
    expect(await set.profiles.updateProfile(user.uid, {})).toBe(false);
    expect(await set.profiles.getProfile(user.uid)).toMatchObject({ firstName: "Grace" });
    expect(lines.filter((line) => line.level === "warn")).toHaveLength(2);
  });
});
