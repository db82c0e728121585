import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Firestore } from "firebase-admin/firestore";
import {
  createNewsletter,
  NEWSLETTER_SUBSCRIBERS,
  NewsletterEmailError,
  subscriberId,
} from "../src/newsletter.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("newsletter", () => {
  it("subscribes an address once, whatever its case and spacing", async () => {
    const { newsletter } = services();
    expect(await newsletter.subscribe("Ana@Example.com")).toEqual({ alreadySubscribed: false });
    expect(await newsletter.subscribe("  ana@example.COM ")).toEqual({ alreadySubscribed: true });
    expect(await newsletter.isSubscribed("ANA@example.com")).toBe(true);
    expect(await newsletter.isSubscribed("bob@example.com")).toBe(false);
    const docs = await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get();
    expect(docs.docs.map((doc) => doc.data().email)).toEqual(["ana@example.com"]);
    expect(docs.docs[0]?.id).toBe(subscriberId("ana@example.com"));
  });

  it("is idempotent under concurrent sign-ups of the same address", async () => {
    const { newsletter } = services();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => newsletter.subscribe("race@example.com")),
    );
    expect(results.filter((result) => !result.alreadySubscribed)).toHaveLength(1);
    const docs = await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get();
    expect(docs.size).toBe(1);
  });

  it("refuses an invalid address and stores nothing", async () => {
    const { newsletter } = services();
    await expect(newsletter.subscribe("not an address")).rejects.toBeInstanceOf(
      NewsletterEmailError,
    );
    await expect(newsletter.subscribe("")).rejects.toBeInstanceOf(NewsletterEmailError);
    expect((await admin().firestore.collection(NEWSLETTER_SUBSCRIBERS).get()).size).toBe(0);
  });

  it("reports a storage failure instead of calling it a repeat", async () => {
    const unavailable = Object.assign(new Error("14 UNAVAILABLE"), { code: 14 });
    const failing = {
      collection: () => ({ doc: () => ({ create: () => Promise.reject(unavailable) }) }),
    } as unknown as Firestore;
    await expect(createNewsletter(failing).subscribe("late@example.com")).rejects.toBe(unavailable);
  });
});
