export type CspOptions = {
  /** The page's own inline scripts, as hash sources (lib/http/script-hashes.server.ts). */
  scriptHashes: readonly string[];
  /** Origin of the content host images come from; empty when the site serves them itself. */
  contentHost: string;
  /** Other origins images may come from (e.g. where profile pictures are stored). */
  imageOrigins?: readonly string[];
  /** Vite's dev server talks to the page over a WebSocket for hot reloading. */
  isDevelopment?: boolean;
  /** Sources one page needs beyond the rest (Google sign-in on the sign-in and sign-up pages). */
  extraSources?: Partial<Record<"script-src" | "connect-src" | "frame-src", readonly string[]>>;
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The page's Content-Security-Policy (docs/decisions/052, 195). Scripts only from this site or
 * inline with the hash of one the page itself wrote — never other inline ones, never eval; images from this site, the
 * content host and data: URLs; no framing, forms post only here, no plugins, no <base> tricks.
 * Styles allow inline: React style attributes and the toast library's injected <style> need
 * it, and CSS cannot run script.
 */
export function contentSecurityPolicy({
  scriptHashes,
  contentHost,
  imageOrigins = [],
  isDevelopment = false,
  extraSources = {},
}: CspOptions): string {
  const images = [
    ...new Set(
      [contentHost, ...imageOrigins]
        .map(originOf)
        .filter((origin): origin is string => origin !== null),
    ),
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...(extraSources["script-src"] ?? [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...images],
    ["font-src", "'self'"],
    [
      "connect-src",
      "'self'",
      ...(isDevelopment ? ["ws:", "wss:"] : []),
      ...(extraSources["connect-src"] ?? []),
    ],
    ...(extraSources["frame-src"]?.length
      ? [["frame-src", ...extraSources["frame-src"]] as [string, ...string[]]]
      : []),
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
