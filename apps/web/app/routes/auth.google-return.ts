// Where the Auth emulator's Google page sends its answer, in the sign-in window; the page that
// opened the window reads the address and closes it. No script, nothing stored.
export const loader = () =>
  new Response(
    '<!doctype html><meta charset="utf-8"><title>Signing in…</title><p>Signing you in… You can close this window.</p>',
    {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'",
        "Referrer-Policy": "no-referrer",
        // The page that opened this window reads its address: the window came from the
        // emulator's page (no policy), and any policy here would cut it off from its opener.
        "Cross-Origin-Opener-Policy": "unsafe-none",
      },
    },
  );
