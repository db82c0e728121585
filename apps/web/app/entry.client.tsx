import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyPress } from "~/lib/early-press";

/**
 * React Router's default client entry, with two changes. Hydration waits until the browser has
 * painted the server's HTML once: on a fast connection the scripts otherwise arrive before the
 * first paint and React's start-up holds the page blank (and its LCP image unpainted) for a few
 * hundred milliseconds; the page is complete HTML, so it can be shown first. A tab opened in
 * the background gets no animation frames, so it hydrates at once. And a button pressed before
 * hydration is pressed again once it is done (lib/early-press.ts).
 */
function hydrate() {
  takeEarlyPress();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
