import { describe, expect, it } from "vitest";
import { TOAST_COOKIE_NAME, createToastHeaders, getToast, redirectWithToast } from "./toast.server";

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("redirectWithToast", () => {
  it("redirects and flashes the toast in a signed, HttpOnly cookie", async () => {
    const response = await redirectWithToast("/contact", {
      type: "success",
      description: "Message sent.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("keeps other headers given to it", async () => {
    const response = await redirectWithToast(
      "/",
      { description: "Hi" },
      { headers: { "X-Extra": "1" } },
    );
    expect(response.headers.get("X-Extra")).toBe("1");
  });

  it("rejects a toast without a description", async () => {
    await expect(redirectWithToast("/", { description: "" })).rejects.toThrow();
  });
});

describe("getToast", () => {
  it("reads the flashed toast once and clears it", async () => {
    const headers = await createToastHeaders({
      type: "error",
      title: "Oops",
      description: "Try again.",
    });
    const request = new Request("http://localhost/", {
      headers: { Cookie: cookieHeaderFrom(headers) },
    });
    const { toast, headers: clearing } = await getToast(request);
    expect(toast).toMatchObject({ type: "error", title: "Oops", description: "Try again." });
    expect(toast?.id).toBeTruthy();
    const [cleared] = clearing?.getSetCookie() ?? [];
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("defaults the type to blank", async () => {
    const headers = await createToastHeaders({ description: "Plain note" });
    const request = new Request("http://localhost/", {
      headers: { Cookie: cookieHeaderFrom(headers) },
    });
    expect((await getToast(request)).toast?.type).toBe("blank");
  });

  it("returns nothing and sets no cookie when there is no toast", async () => {
    expect(await getToast(new Request("http://localhost/"))).toEqual({
      toast: null,
      headers: null,
    });
  });

  it("ignores a cookie whose signature does not match", async () => {
    const headers = await createToastHeaders({ description: "Genuine" });
    const forged = cookieHeaderFrom(headers).replace(/\.[^.;]+$/, ".forgedsignature");
    const request = new Request("http://localhost/", { headers: { Cookie: forged } });
    expect((await getToast(request)).toast).toBeNull();
  });
});
