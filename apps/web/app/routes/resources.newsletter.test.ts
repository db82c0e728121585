import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryNewsletterList, setNewsletterList } from "~/features/home/newsletter.server";
import { getToast } from "~/features/toasts/toast.server";
import { action } from "./resources.newsletter";

async function subscribe(fields: Record<string, string>) {
  const request = new Request("http://localhost/resources/newsletter", { method: "POST", body: new URLSearchParams(fields) });
  return (await action({ request, params: {}, context: {} })) as Response;
}

/** The toast a browser would see on the page it is redirected to. */
async function flashedToast(response: Response) {
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

describe("newsletter resource route", () => {
  afterEach(() => setNewsletterList(createMemoryNewsletterList()));

  it("subscribes once and sends the visitor back with a success toast", async () => {
    const list = createMemoryNewsletterList();
    setNewsletterList(list);
    const response = await subscribe({ email: "Ana@Example.com", redirectTo: "/home/home_3" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home/home_3");
    expect((await flashedToast(response))?.type).toBe("success");
    expect([...list.emails]).toEqual(["ana@example.com"]);
    const again = await subscribe({ email: "ana@example.com", redirectTo: "/" });
    expect((await flashedToast(again))?.description).toMatch(/already subscribed/);
  });

  it("answers an invalid address with an error toast and stores nothing", async () => {
    const list = createMemoryNewsletterList();
    setNewsletterList(list);
    const response = await subscribe({ email: "not an address", redirectTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
    expect((await flashedToast(response))?.type).toBe("error");
    expect(list.emails.size).toBe(0);
  });

  it("answers a storage failure with an error toast instead of an error page", async () => {
    setNewsletterList({ subscribe: () => Promise.reject(new Error("Firestore unavailable")) });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await subscribe({ email: "ana@example.com", redirectTo: "/blogs" });
    quiet.mockRestore();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blogs");
    const toast = await flashedToast(response);
    expect(toast?.type).toBe("error");
    expect(toast?.description).toMatch(/could not subscribe/);
  });
});
