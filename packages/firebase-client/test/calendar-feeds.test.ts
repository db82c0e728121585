import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CALENDAR_FEEDS } from "../src/calendar-feeds.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("calendar subscriptions", () => {
  it("open the owner's plans with the secret, and only a hash of it is stored", async () => {
    const { calendarFeeds } = services();
    const token = await calendarFeeds.renew("traveller-a");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await calendarFeeds.ownerOf(token)).toBe("traveller-a");
    const stored = await admin().firestore.collection(CALENDAR_FEEDS).get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toContain(token);
    expect(await calendarFeeds.feedOf("traveller-a")).toEqual({ createdAt: expect.any(Date) });
  });

  it("stop working once renewed or revoked; forged and malformed secrets open nothing", async () => {
    const { calendarFeeds } = services();
    const first = await calendarFeeds.renew("traveller-a");
    const others = await calendarFeeds.renew("traveller-b");
    const second = await calendarFeeds.renew("traveller-a");
    expect(await calendarFeeds.ownerOf(first)).toBeNull();
    expect(await calendarFeeds.ownerOf(second)).toBe("traveller-a");
    await calendarFeeds.revoke("traveller-a");
    expect(await calendarFeeds.ownerOf(second)).toBeNull();
    expect(await calendarFeeds.feedOf("traveller-a")).toBeNull();
    // Another traveller's subscription is untouched.
    expect(await calendarFeeds.ownerOf(others)).toBe("traveller-b");
    for (const forged of ["", "x".repeat(43), "../../users/traveller-b", `${others}x`]) {
      expect(await calendarFeeds.ownerOf(forged)).toBeNull();
    }
    // Revoking nothing is fine.
    await calendarFeeds.revoke("traveller-c");
  });
});
