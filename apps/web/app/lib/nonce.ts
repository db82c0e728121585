import { createContext, useContext } from "react";

/**
 * The render's marker for the site's own inline scripts (entry.server.tsx provides it while the
 * page is rendered). Give it to every inline <script> as its nonce: `<Scripts nonce={useNonce()} />`.
 * The scripts that carry it are hashed into the Content-Security-Policy and the marker is
 * removed from the document (lib/http/script-hashes.server.ts), so the page's bytes do not
 * change from one response to the next. In the browser it is empty: scripts added after
 * hydration are loaded from files, which the policy allows anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
