import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Firestore } from "firebase-admin/firestore";
import {
  CONFIRMATION_TTL_MS,
  confirmationTokenHash,
  createNewsletter,
  NEWSLETTER_SUBSCRIBERS,
  NewsletterEmailError,
  newConfirmationToken,
  subscriberId,
} from "../src/newsletter.js";
import { BackendTimeoutError } from "../src/deadline.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

const tokenOf = (request: { status: string; confirmationToken?: string }) => {
  if (request.status !== "pending" || !request.confirmationToken) throw new Error("no token");
  return request.confirmationToken;
};

describe("newsletter", () => {
  it("stores one pending sign-up per address, whatever its case and spacing, with only the token's hash", async () => {
    const { newsletter } = services();
    const first = tokenOf(await newsletter.requestSubscription("Ana@Example.com"));
    const second = tokenOf(await newsletter.requestSubscription("  ana@example.COM "));
    expect(second).not.toBe(first);
    expect(await newsletter.isSubscribed("ANA@example.com")).toBe(false);
    const docs = await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get();
    expect(docs.size).toBe(1);
    expect(docs.docs[0]?.id).toBe(subscriberId("ana@example.com"));
    const data = docs.docs[0]?.data();
    expect(data).toMatchObject({
      email: "ana@example.com",
      status: "pending",
      tokenHash: confirmationTokenHash(second),
    });
    expect(JSON.stringify(data)).not.toContain(second);
  });

  it("confirms with the latest link, once; earlier and unknown links do nothing", async () => {
    const { newsletter } = services();
    const old = tokenOf(await newsletter.requestSubscription("ana@example.com"));
    const latest = tokenOf(await newsletter.requestSubscription("ana@example.com"));
    expect(await newsletter.confirm(old)).toEqual({ confirmed: false });
    expect(await newsletter.confirm(newConfirmationToken())).toEqual({ confirmed: false });
    expect(await newsletter.confirm("not a token")).toEqual({ confirmed: false });
    expect(await newsletter.confirm(latest)).toEqual({ confirmed: true, email: "ana@example.com" });
    expect(await newsletter.isSubscribed("ana@example.com")).toBe(true);
    expect(await newsletter.confirm(latest)).toEqual({ confirmed: false });
    // A confirmed address stays confirmed, and no new token is made for it.
    expect(await newsletter.requestSubscription("ana@example.com")).toEqual({
      status: "confirmed",
    });
  });

  it("refuses an expired link", async () => {
    let now = Date.parse("2026-11-01T10:00:00Z");
    const newsletter = createNewsletter(admin().firestore, () => now);
    const token = tokenOf(await newsletter.requestSubscription("late@example.com"));
    now += CONFIRMATION_TTL_MS;
    expect(await newsletter.confirm(token)).toEqual({ confirmed: false });
    expect(await newsletter.isSubscribed("late@example.com")).toBe(false);
  });

  it("counts sign-ups stored before double opt-in as confirmed", async () => {
    await admin()
      .firestore.collection(NEWSLETTER_SUBSCRIBERS)
      .doc(subscriberId("old@example.com"))
      .set({ email: "old@example.com" });
    const { newsletter } = services();
    expect(await newsletter.isSubscribed("old@example.com")).toBe(true);
    expect(await newsletter.requestSubscription("old@example.com")).toEqual({
      status: "confirmed",
    });
  });

  it("keeps one document under concurrent sign-ups of the same address", async () => {
    const { newsletter } = services();
    await Promise.all(
      Array.from({ length: 5 }, () => newsletter.requestSubscription("race@example.com")),
    );
    const docs = await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get();
    expect(docs.size).toBe(1);
  });

  it("refuses an invalid address and stores nothing", async () => {
    const { newsletter } = services();
    await expect(newsletter.requestSubscription("not an address")).rejects.toBeInstanceOf(
      NewsletterEmailError,
    );
    await expect(newsletter.requestSubscription("")).rejects.toBeInstanceOf(NewsletterEmailError);
    expect((await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get()).size).toBe(0);
  });

  it("reports a storage failure", async () => {
    const unavailable = Object.assign(new Error("14 UNAVAILABLE"), { code: 14 });
    const failing = {
      collection: () => ({ doc: () => ({ get: () => Promise.reject(unavailable) }) }),
    } as unknown as Firestore;
    await expect(createNewsletter(failing).requestSubscription("late@example.com")).rejects.toBe(
      unavailable,
    );
  });

  it("gives up on a silent Firestore instead of waiting on it", async () => {
    const silent = {
      collection: () => ({ doc: () => ({ get: () => new Promise(() => {}) }) }),
    } as unknown as Firestore;
    await expect(
      createNewsletter(silent).requestSubscription("quiet@example.com"),
    ).rejects.toBeInstanceOf(BackendTimeoutError);
  });
});
