import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGES,
  ContactMessageError,
  createContactMessages,
} from "../src/contact-messages.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

const valid = {
  name: "Ana Sousa",
  email: "ana@example.com",
  message: "Is Porto nice in November?",
};

describe("contactMessages", () => {
  it("stores a trimmed message with the time it arrived", async () => {
    const before = Date.now();
    const stored = await services().contactMessages.submit({
      ...valid,
      name: "  Ana Sousa ",
      message: " Is Porto nice in November?\n",
    });
    expect(stored).toMatchObject(valid);
    expect(stored.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const doc = await admin().firestore.collection(CONTACT_MESSAGES).doc(stored.id).get();
    expect(doc.data()).toMatchObject({ ...valid, status: "new" });
  });

  it("keeps every message, even the same text twice, newest first", async () => {
    // Arrivals a minute apart by the clock the inbox is given, whatever the machine's speed.
    let minute = 0;
    const contactMessages = createContactMessages(
      admin().firestore,
      () => new Date(Date.UTC(2031, 2, 1, 9, minute++)),
    );
    await contactMessages.submit(valid);
    await contactMessages.submit({ ...valid, message: "And in March?" });
    await contactMessages.submit({ ...valid, message: "And in March?" });
    const recent = await contactMessages.listRecent();
    expect(recent.map((stored) => [stored.message, stored.receivedAt.toISOString()])).toEqual([
      ["And in March?", "2031-03-01T09:02:00.000Z"],
      ["And in March?", "2031-03-01T09:01:00.000Z"],
      [valid.message, "2031-03-01T09:00:00.000Z"],
    ]);
    expect(await contactMessages.listRecent(1)).toHaveLength(1);
  });

  it("refuses invalid fields by name and stores nothing", async () => {
    const { contactMessages } = services();
    const attempt = contactMessages.submit({ name: " ", email: "ana@example", message: "hi" });
    await expect(attempt).rejects.toBeInstanceOf(ContactMessageError);
    await expect(attempt).rejects.toMatchObject({ fields: ["name", "email"] });
    await expect(
      contactMessages.submit({ ...valid, message: "a".repeat(1001) }),
    ).rejects.toMatchObject({ fields: ["message"] });
    expect(await contactMessages.listRecent()).toEqual([]);
  });

  it("accepts the longest message the form allows", async () => {
    const stored = await services().contactMessages.submit({ ...valid, message: "a".repeat(1000) });
    expect(stored.message).toHaveLength(1000);
  });
});
