/**
 * The one meter of first-load JavaScript, shared by bench/first-load-js.mjs and perf/measure.mjs:
 * every script a fresh page load fetches until the network is idle (entry, route modules,
 * anything imported during hydration), each file gzipped at zlib's default level (6, as the
 * server's compression sends it). Sizes are reported in KB of 1024 bytes.
 */
import { gzipSync } from "node:zlib";

/** Text that only the Firebase web SDK carries; none of it may reach a public page. */
export const FIREBASE_SDK =
  /@firebase\/|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com|FirebaseError|initializeApp\(/;

/** A phone, as Lighthouse's mobile preset emulates one: the viewport every figure is measured at. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Loads `url` in a new context of `browser` (with `contextOptions`, e.g. a phone) and returns the
 * gzipped size of the document and of each script file, their total, and whether any of it is
 * the Firebase SDK.
 */
export async function measureFirstLoadJs(browser, url, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const scripts = [];
    const requests = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    const documentResponse = await page.goto(url, { waitUntil: "networkidle" });
    const documentGzipBytes = gzipSync(await documentResponse.body()).length;
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body).length,
        firebase: FIREBASE_SDK.test(body.toString("utf8")),
      });
    }
    // The inline scripts (React Router's context and loader data) are part of the HTML, not files.
    return {
      documentGzipBytes,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      firebase:
        files.some((file) => file.firebase) ||
        requests.some((request) => /googleapis\.com|firebase/i.test(request)),
    };
  } finally {
    await context.close();
  }
}
