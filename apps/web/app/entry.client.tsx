import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { takeEarlyPress } from "~/lib/early-press";

// Remix's default client entry. This module is only requested after the page's first
// contentful paint (lib/document.server.ts), so hydration starts at once; a button pressed
// before now is pressed again when hydration is done (lib/early-press.ts).
takeEarlyPress();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
