// The body policy's promises one by one, as a script meets them (the 10,000-request run is
// `pnpm --filter @travel/web fuzz`; figures in docs/reliability.md).
import http from "node:http";
import { describe, expect, it } from "vitest";
import { FORM, PAGE, send, site } from "./requests";

describe("hostile input", () => {
  for (const path of [
    "/auth/login",
    "/auth/signup",
    "/auth/forgot-password",
    "/auth/reset-password",
    "/auth/verify-email",
    "/contact",
    "/resources/newsletter",
    "/resources/cookie-consent",
    "/my-profile/settings",
  ]) {
    it(`${path} refuses JSON, text and broken multipart with a 4xx sentence`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const json = await send(path, {
        agent,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"email":"a@b.co"}',
      });
      expect(json.status).toBe(415);
      expect(json.text).toContain("was not one of our forms");
      const text = await send(path, {
        agent,
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "email=a@b.co",
      });
      expect(text.status).toBe(415);
      const multipart = await send(path, {
        agent,
        method: "POST",
        headers: { "Content-Type": "multipart/form-data" },
        body: "--x\r\n\r\n--x--",
      });
      // Signed out, the upload on My Profile is not read at all: a redirect to sign in.
      if (path === "/my-profile/settings") expect(multipart.status).toBe(303);
      else expect(multipart.status).toBe(400);
      agent.destroy();
    });
  }

  it("an oversized form is refused with 413 and Connection: close, and the next request still works", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await send("/api/airports?q=lis", { agent });
    expect(before.status).toBe(200);
    const big = await send("/contact", {
      agent,
      method: "POST",
      headers: FORM,
      body: Buffer.alloc(3 * 1024 * 1024, "a=b&"),
    });
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe("close");
    expect(big.text).toContain("larger than the site accepts");
    // A fresh connection (the refused one was closed cleanly), and it answers.
    for (const path of ["/api/airports?q=por", "/destinations", "/trips/compare"]) {
      expect((await send(path, { agent })).status).toBe(200);
    }
    agent.destroy();
  });

  it("a browser that posts a refused form gets the site's page with the message", async () => {
    const agent = new http.Agent({ keepAlive: true });
    const wrongType = await send("/contact", {
      agent,
      method: "POST",
      headers: { ...PAGE, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers["content-type"]).toContain("text/html");
    // In a traveller's words: what happened and what to do next, no media types.
    expect(wrongType.text).toContain("We could not read what was sent");
    expect(wrongType.text).toContain("was not one of our forms");
    expect(wrongType.text).toContain("Go back to the page you were on");
    expect(wrongType.text).not.toMatch(/application\/|multipart|MIME|media type/i);
    // The page keeps the site's frame: header navigation and footer.
    expect(wrongType.text).toContain('id="main-content"');

    const tooLarge = await send("/auth/login", {
      agent,
      method: "POST",
      headers: { ...PAGE, ...FORM },
      body: Buffer.alloc(200 * 1024, "a=b&"),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.connection).toBe("close");
    expect(tooLarge.text).toContain("larger than the site accepts");
    expect(tooLarge.text).toContain("That was more than we can take");
    expect(tooLarge.text).toContain("tell us what you were doing");
    agent.destroy();
  });

  it("a chunked form without a length is counted and stopped at the limit", async () => {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        new URL("/contact", site()),
        { method: "POST", headers: FORM },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "a=b&");
      for (let i = 0; i < 16; i++) request.write(chunk);
      request.end();
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("larger than the site accepts");
  });
});
