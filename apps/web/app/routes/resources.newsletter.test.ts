import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { createMemoryOutbox, setOutbox } from "~/features/home/mail.server";
import {
  createMemoryNewsletterList,
  NEWSLETTER_THANKS,
  setNewsletterList,
} from "~/features/home/newsletter.server";
import { getToast } from "~/features/toasts/toast.server";
import { createMemoryLog, setServerLog } from "~/lib/http/request-log.server";
import { action } from "./resources.newsletter";

// Each call from a client address of its own unless a test says otherwise, so the per-client
// limit only shows where it is tested.
async function subscribe(fields: Record<string, string>, clientIp: string = crypto.randomUUID()) {
  const request = new Request("http://localhost/resources/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return (await action(routeArgs(request, { clientIp }))) as Response;
}

/** The toast a browser would see on the page it is redirected to. */
async function flashedToast(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

/** What a visitor can observe of an answer: status, destination and the toast's text. */
async function visible(response: Response) {
  const toast = await flashedToast(response);
  return {
    status: response.status,
    location: response.headers.get("Location"),
    type: toast?.type,
    description: toast?.description,
  };
}

let outbox = createMemoryOutbox();
beforeEach(() => {
  outbox = createMemoryOutbox();
  setOutbox(outbox);
});

describe("newsletter resource route", () => {
  afterEach(() => setNewsletterList(createMemoryNewsletterList()));

  it("gives a new, a pending and a confirmed address the same answer; only the mail differs", async () => {
    const list = createMemoryNewsletterList();
    setNewsletterList(list);
    list.entries.set("old@example.com", { status: "confirmed" });

    const brandNew = await visible(
      await subscribe({ email: "Ana@Example.com", redirectTo: "/home/home_3" }),
    );
    const pending = await visible(
      await subscribe({ email: "ana@example.com", redirectTo: "/home/home_3" }),
    );
    const confirmed = await visible(
      await subscribe({ email: "old@example.com", redirectTo: "/home/home_3" }),
    );

    const expected = {
      status: 303,
      location: "/home/home_3",
      type: "success",
      description: NEWSLETTER_THANKS,
    };
    expect(brandNew).toEqual(expected);
    expect(pending).toEqual(expected);
    expect(confirmed).toEqual(expected);
    expect(list.entries.get("ana@example.com")?.status).toBe("pending");
    expect(outbox.mails.map((mail) => [mail.to, mail.kind])).toEqual([
      ["old@example.com", "newsletter-already-subscribed"],
      ["ana@example.com", "newsletter-confirmation"],
      ["Ana@Example.com", "newsletter-confirmation"],
    ]);
  });

  it("mails a confirmation link in the Trigger Email shape, on SITE_URL's origin or the local server", async () => {
    setNewsletterList(createMemoryNewsletterList());
    await subscribe({ email: "ana@example.com", redirectTo: "/" });
    const [mail] = outbox.mails;
    const link = mail?.links[0]?.url ?? "";
    expect(link).toMatch(/^http:\/\/localhost:\d+\/newsletter\/confirm\?token=[\w-]{43}$/);
    expect(mail?.message.text).toContain(link);
    expect(mail?.message.html).toContain(`href="${link}"`);
    expect(mail?.message.subject).toBe("Confirm your Wayfarer newsletter subscription");
  });

  it("sends one address at most three mails an hour, and still answers the same", async () => {
    setNewsletterList(createMemoryNewsletterList());
    const answers = [];
    for (let request = 0; request < 5; request += 1)
      answers.push(await visible(await subscribe({ email: "target@example.com" })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(outbox.mails).toHaveLength(3);
  });

  it("takes ten sign-ups an hour from one client, then answers 429 with a readable message", async () => {
    setNewsletterList(createMemoryNewsletterList());
    const clientIp = "198.51.100.4";
    for (let request = 0; request < 10; request += 1) {
      expect((await subscribe({ email: `reader${request}@example.com` }, clientIp)).status).toBe(
        303,
      );
    }
    const refused = await subscribe({ email: "one-more@example.com" }, clientIp).then(
      () => null,
      (response: Response) => response,
    );
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused?.text()).toBe(
      "There have been many sign-ups from your network. Please wait 60 minutes and try again.",
    );
    expect(outbox.mails).toHaveLength(10);
    expect((await subscribe({ email: "other@example.com" }, "198.51.100.5")).status).toBe(303);
  });

  it("answers an invalid address with an error toast and stores nothing", async () => {
    const list = createMemoryNewsletterList();
    setNewsletterList(list);
    const response = await subscribe({
      email: "not an address",
      redirectTo: "https://evil.example/",
    });
    expect(response.headers.get("Location")).toBe("/");
    expect((await flashedToast(response))?.type).toBe("error");
    expect(list.entries.size).toBe(0);
    expect(outbox.mails).toHaveLength(0);
  });

  it("answers a storage failure with an error toast instead of an error page", async () => {
    setNewsletterList({
      requestSubscription: () => Promise.reject(new Error("Firestore unavailable")),
      confirm: () => Promise.reject(new Error("Firestore unavailable")),
    });
    const log = createMemoryLog();
    setServerLog(log);
    const response = await subscribe({ email: "ana@example.com", redirectTo: "/blogs" });
    setServerLog(undefined);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: "error", message: "Could not store a newsletter sign-up" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blogs");
    const toast = await flashedToast(response);
    expect(toast?.type).toBe("error");
    expect(toast?.description).toMatch(/could not subscribe/);
  });
});
