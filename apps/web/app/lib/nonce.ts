import { createContext, useContext } from "react";

/**
 * The per-request nonce of the Content-Security-Policy (entry.server.tsx provides it while the
 * page is rendered). Give it to every inline <script>: `<Scripts nonce={useNonce()} />`.
 * In the browser it is empty: browsers hide nonces from the page, and scripts added after
 * hydration are loaded from files, which the policy allows anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
