import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Toasts as a test can rely on: a success toast stays 2 s (spec §9), and on a busy machine two
 * looks of a test at the page can be further apart than that, so a toast that came and went
 * between them was reported missing. Instead, every page records each toast as it appears, and
 * a test reads the record.
 */

declare global {
  interface Window {
    /** Texts of the toasts this document has shown and no test has read yet, oldest first. */
    __toastsShown?: string[];
  }
}

/** Makes every page of `context` record the toasts it shows (pages opened from now on). */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = [];
    // The text each toast last showed: a toast that changes its text (loading, then done) shows
    // each text once.
    const lastText = new WeakMap<Element, string>();
    window.__toastsShown = shown;
    new MutationObserver(() => {
      // react-hot-toast draws each toast's message as a live region inside the site's toaster.
      for (const toast of document.querySelectorAll(".toaster [role='status']")) {
        const text = toast.textContent?.trim();
        if (!text || lastText.get(toast) === text) continue;
        lastText.set(toast, text);
        shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Passes once this page has shown a toast reading `text`, now or since the test last read one
 * of that text, and takes it off the record, so the same text must appear anew to pass again.
 */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page
          .evaluate((wanted) => {
            const shown = window.__toastsShown;
            if (!shown) return "no record: open this page's context with recordToasts";
            const index = shown.indexOf(wanted);
            if (index === -1) return "not shown";
            shown.splice(index, 1);
            return "shown";
          }, text)
          // A navigation under way replaces the document: look again on the next one.
          .catch(() => "between documents"),
      { message: `a toast reading "${text}"` },
    )
    .toBe("shown");
}

/** Playwright's `test`, with every test's own context recording its toasts. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await recordToasts(context);
    await provide(context);
  },
});
