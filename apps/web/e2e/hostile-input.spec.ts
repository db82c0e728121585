import http from "node:http";
import { expect, test } from "@playwright/test";
import { runHostileRequests, signedInCookie } from "../fuzz/hostile-requests.mjs";
import { newTraveller, PNG_1X1, signUp } from "./account-support";

/**
 * The short form of the hostile-input run (`pnpm fuzz` sends 10,000; figures in
 * docs/reliability.md): no 5xx, no reset, every refusal readable. Plus the body policy's
 * promises one by one, as a browser and as a script meet them.
 */
const SHORT_RUN = 2000;

// A server of its own (playwright.config.ts): these posts spend its form limits only.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FUZZ_PORT}` });

function baseUrlOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not set");
  return baseURL;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; socket: number };

/** One request over the given agent; `socket` tells which connection carried it. */
function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            socket: (request.socket as unknown as { localPort: number }).localPort,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const PAGE = { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" };

test.describe("hostile input", () => {
  test(`${SHORT_RUN} hostile requests: no 5xx, no reset, every refusal readable`, async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const base = baseUrlOf(baseURL);
    const figures = await runHostileRequests({
      baseUrl: base,
      count: SHORT_RUN,
      seed: Date.now() % 1_000_000,
      cookie: await signedInCookie(base),
    });
    test.info().annotations.push({
      type: "figures",
      description: JSON.stringify({
        ...figures,
        serverErrors: figures.serverErrors.length,
        resets: figures.resets.length,
        resent: figures.resent,
        unreadable: figures.unreadable.length,
      }),
    });
    expect(figures.sent).toBe(SHORT_RUN);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.resets).toEqual([]);
    expect(figures.unreadable).toEqual([]);
  });

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
    test(`${path} refuses JSON, text and broken multipart with a 4xx sentence`, async ({
      baseURL,
    }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const url = new URL(path, baseUrlOf(baseURL)).href;
      const json = await send(agent, url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"email":"a@b.co"}',
      });
      expect(json.status).toBe(415);
      expect(json.text).toContain("was not one of our forms");
      const text = await send(agent, url, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "email=a@b.co",
      });
      expect(text.status).toBe(415);
      const multipart = await send(agent, url, {
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

  test("an oversized form is refused with 413 and Connection: close, and the next request still works", async ({
    baseURL,
  }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const base = baseUrlOf(baseURL);
    const before = await send(agent, `${base}/api/airports?q=lis`);
    expect(before.status).toBe(200);
    const big = await send(agent, `${base}/contact`, {
      method: "POST",
      headers: FORM,
      body: Buffer.alloc(3 * 1024 * 1024, "a=b&"),
    });
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe("close");
    expect(big.text).toContain("larger than the site accepts");
    // A fresh connection (the refused one was closed cleanly), and it answers.
    for (const path of ["/api/airports?q=por", "/destinations", "/trips/compare"]) {
      expect((await send(agent, `${base}${path}`)).status).toBe(200);
    }
    agent.destroy();
  });

  test("a browser that posts a refused form gets the site's page with the message", async ({
    baseURL,
  }) => {
    const agent = new http.Agent({ keepAlive: true });
    const base = baseUrlOf(baseURL);
    const wrongType = await send(agent, `${base}/contact`, {
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

    const tooLarge = await send(agent, `${base}/auth/login`, {
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

  test("a chunked form without a length is counted and stopped at the limit", async ({
    baseURL,
  }) => {
    const url = new URL("/contact", baseUrlOf(baseURL));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(url, { method: "POST", headers: FORM }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "a=b&");
      for (let i = 0; i < 16; i++) request.write(chunk);
      request.end();
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("larger than the site accepts");
  });

  test("a picture over the limit, sent from the page, gets the form's own message", async ({
    page,
  }) => {
    // The edge refuses it by its length; the page still shows the message under the form.
    const traveller = newTraveller("Grace", "Hopper");
    await signUp(page, traveller);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/my-profile/settings");
    const upload = page.getByRole("form", { name: "Upload a profile picture" });
    const large = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]);
    await upload
      .getByLabel("New picture")
      .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: large });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(upload.getByText("Choose a picture of at most 2 MB.")).toBeVisible();
    // And the next form on the page still works.
    await page.goto("/my-profile/settings");
    await expect(
      page.getByRole("form", { name: "Your name" }).getByLabel("First name"),
    ).toHaveValue("Grace");
  });
});
