import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createMailQueue, MAIL_COLLECTION } from "../src/mail.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

const confirmation = {
  to: "ana@example.com",
  kind: "newsletter-confirmation" as const,
  message: { subject: "Confirm", text: "Open https://site.example/c?t=1", html: "<p>Open</p>" },
  links: [{ label: "Confirm", url: "https://site.example/c?t=1" }],
};

describe("mail queue", () => {
  it("writes documents in the Trigger Email extension's shape", async () => {
    const { mail } = services();
    const { id } = await mail.send(confirmation);
    const stored = (await admin().firestore.collection(MAIL_COLLECTION).doc(id).get()).data();
    expect(stored).toMatchObject({
      to: "ana@example.com",
      message: { subject: "Confirm", text: "Open https://site.example/c?t=1", html: "<p>Open</p>" },
    });
  });

  it("lists mails newest first with their links and the extension's delivery state", async () => {
    const firestore = admin().firestore;
    const queue = createMailQueue(firestore);
    const first = await queue.send(confirmation);
    await queue.send({ ...confirmation, to: "bob@example.com", kind: "password-reset", links: [] });
    await firestore
      .collection(MAIL_COLLECTION)
      .doc(first.id)
      .update({ delivery: { state: "SUCCESS" } });
    const listed = await queue.listRecent();
    expect(listed.map((mail) => [mail.to, mail.kind, mail.deliveryState])).toEqual([
      ["bob@example.com", "password-reset", undefined],
      ["ana@example.com", "newsletter-confirmation", "SUCCESS"],
    ]);
    expect(listed[1]?.links).toEqual(confirmation.links);
  });
});
