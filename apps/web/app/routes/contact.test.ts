import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { createMemoryInbox, setContactInbox } from "~/features/content/contact.server";
import { createMemoryLog, setServerLog } from "~/lib/http/request-log.server";
import { action, loader } from "./contact";

// Each call from a client address of its own, so the per-client limit stays out of the way.
function submit(fields: Record<string, string>, clientIp: string = crypto.randomUUID()) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action(routeArgs(request, { clientIp }));
}

const isResponse = (reply: unknown): reply is Response => reply instanceof Response;

/** A sent message: the action answers with a redirect Response. */
async function sent(fields: Record<string, string>, clientIp?: string): Promise<Response> {
  const reply = await submit(fields, clientIp);
  if (!isResponse(reply)) throw new Error(`the form came back: ${reply.init?.status}`);
  return reply;
}

/**
 * The form sent back: the action's data() reply, read through the type React Router gives data(), with
 * its status and headers as a browser would get them.
 */
async function formBack(fields: Record<string, string>, clientIp?: string) {
  const reply = await submit(fields, clientIp);
  if (isResponse(reply)) throw new Error(`expected the form back, got ${reply.status}`);
  return {
    status: reply.init?.status,
    headers: new Headers(reply.init?.headers),
    data: reply.data,
  };
}

const valid = {
  name: "Ana Sousa",
  email: "ana@example.com",
  message: "Is Porto nice in November?",
};

describe("contact action", () => {
  beforeEach(() => setContactInbox(createMemoryInbox()));
  afterEach(() => setContactInbox(createMemoryInbox()));

  it("stores a valid message and redirects to the confirmation", async () => {
    const inbox = createMemoryInbox();
    setContactInbox(inbox);
    const response = await sent({ ...valid, name: "  Ana Sousa  " });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({ name: "Ana Sousa", email: "ana@example.com" });
  });

  it("answers 400 with a message for every bad field and keeps what was typed", async () => {
    const inbox = createMemoryInbox();
    setContactInbox(inbox);
    const result = await formBack({ name: " ", email: "ana@example", message: "" });
    expect(result.status).toBe(400);
    expect(result.data.errors.name).toEqual(["Please tell us your name."]);
    expect(result.data.errors.email?.[0]).toMatch(/valid e-mail/);
    expect(result.data.errors.message).toEqual(["Please write a message."]);
    expect(result.data.values.email).toBe("ana@example");
    expect(inbox.messages).toHaveLength(0);
  });

  it("accepts a message of exactly 1000 characters and rejects 1001", async () => {
    expect((await sent({ ...valid, message: "a".repeat(1000) })).status).toBe(303);
    const tooLong = await formBack({ ...valid, message: "a".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.errors.message?.[0]).toMatch(/1000 characters/);
    expect(tooLong.data.errors.name).toBeUndefined();
  });

  it("keeps what was typed and says so when the inbox cannot store it", async () => {
    setContactInbox({ store: () => Promise.reject(new Error("Firestore unavailable")) });
    // No request logger in the context: the process's log stands in.
    const log = createMemoryLog();
    setServerLog(log);
    const result = await formBack(valid);
    setServerLog(undefined);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: "error", message: "Could not store a contact message" }),
    );
    expect(result.status).toBe(503);
    expect(result.data.unavailable).toBe(true);
    expect(result.data.values).toEqual(valid);
  });

  it("treats missing fields like empty ones", async () => {
    const result = await formBack({});
    expect(result.status).toBe(400);
    expect(Object.keys(result.data.errors).sort()).toEqual(["email", "message", "name"]);
  });
});

describe("contact action refusals", () => {
  it("refuses a filled honeypot with a vague 400, keeps the text and stores nothing", async () => {
    const inbox = createMemoryInbox();
    setContactInbox(inbox);
    const result = await formBack({ ...valid, website: "https://spam.example" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      formError: "We could not process this form. Please try again.",
    });
    expect(result.data.values).toEqual(valid);
    expect(inbox.messages).toHaveLength(0);
  });

  it("takes five messages an hour from one client, then answers 429 with a readable message and the text kept", async () => {
    const inbox = createMemoryInbox();
    setContactInbox(inbox);
    const clientIp = "203.0.113.7";
    for (let message = 0; message < 5; message += 1) {
      expect((await sent(valid, clientIp)).status).toBe(303);
    }
    const refused = await formBack({ ...valid, message: "One more" }, clientIp);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      formError:
        "You have sent several messages in a short time. Please wait 60 minutes and try again.",
    });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data.values.message).toBe("One more");
    expect(inbox.messages).toHaveLength(5);
    // Another client is not held up.
    expect((await sent(valid, "203.0.113.8")).status).toBe(303);
  });

  it("refuses an overlong e-mail address by its length, before the pattern", async () => {
    const result = await formBack({ ...valid, email: `${"@.".repeat(4096)} ` });
    expect(result.status).toBe(400);
    expect(result.data.errors.email).toEqual([
      "Please keep your e-mail address under 255 characters.",
    ]);
  });
});

describe("contact loader", () => {
  it("shows the confirmation only after a successful send", () => {
    const load = (url: string) => loader(routeArgs(new Request(url)));
    expect(load("http://localhost/contact?sent=1")).toEqual({ sent: true });
    expect(load("http://localhost/contact")).toEqual({ sent: false });
  });
});
