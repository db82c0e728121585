import { randomBytes } from "node:crypto";
import type { PartnerConfigOverrides } from "@travel/domain";
import { z } from "zod";
import type { PublicConfig } from "./root-data";

/**
 * Site configuration read from the environment once, validated with zod. Every value has a
 * default so a fresh clone runs as-is; production overrides them through env.
 * Only `publicConfig` (a whitelist) ever reaches the browser, through the root loader.
 */
const optionalUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

/** An affiliate id as partners issue them; "" (the default) leaves the parameter out of links. */
const affiliateId = z
  .string()
  .trim()
  .regex(/^[\w.-]{0,64}$/, "letters, digits, '.', '_' or '-' (at most 64)")
  .default("");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_NAME: z.string().min(1).default("Wayfarer"),
  /** Origin of every absolute link (canonical, og:url, sitemap, robots); required in production on a real project. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_EMAIL: z.email().default("support@wayfarer.travel"),
  /** Prefix for image paths (the content host); empty means the site itself serves them. */
  CONTENT_HOST: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ })])
    .default("")
    .transform((host) => host.replace(/\/+$/, "")),
  DEVELOPER_NAME: z.string().min(1).default("Wayfarer Digital"),
  DEVELOPER_URL: optionalUrl("https://digital.wayfarer.travel"),
  SOCIAL_FACEBOOK_URL: optionalUrl("https://www.facebook.com/wayfarer.travel"),
  SOCIAL_INSTAGRAM_URL: optionalUrl("https://www.instagram.com/wayfarer.travel"),
  SOCIAL_YOUTUBE_URL: optionalUrl("https://www.youtube.com/@wayfarer.travel"),
  SOCIAL_TIKTOK_URL: optionalUrl("https://www.tiktok.com/@wayfarer.travel"),
  // Cookie signing and where the server may listen (docs/security.md, decision 057).
  /** Signs the session and flash-message cookies. Required in production; random per process elsewhere. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Earlier secrets, comma-separated: cookies they signed are still accepted (rotation), never issued. */
  SESSION_SECRETS_PREVIOUS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, "each previous secret needs 32+ characters"))),
  HOST: z.string().trim().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** "true" lets a production build on the emulators listen beyond loopback (a demo on a trusted network). */
  ALLOW_EMULATORS_ON_NETWORK: z.enum(["true", "false"]).default("false"),
  /** Partner affiliate ids (see the domain's partner-link configuration). */
  PARTNER_FLIGHTS_MARKER: affiliateId,
  PARTNER_PACKAGES_AFFCID: affiliateId,
  PARTNER_HOTELS_AID: affiliateId,
  PARTNER_HOTELS_LABEL: affiliateId,
  PARTNER_HOTEL_WIDGET_MARKER: affiliateId,
  /** The hotel widget's search page; the domain's placeholder when unset. */
  PARTNER_HOTEL_WIDGET_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Rate-limit counts shared by every instance (redis:// or rediss://); unset: each process counts alone. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * How often a process asks whether the catalogue was published again (one document read).
   * At most 45: a publish must reach every instance within 60 s, a full re-read included.
   */
  CATALOGUE_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(45),
  /** An ECB eurofxref-daily.xml to convert prices with instead of the one shipped with the site. */
  EXCHANGE_RATES_FILE: z.string().trim().min(1).optional(),
  /** Shared plans' live pages one instance keeps open at once (decision 181); then 503. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2_000),
  /**
   * Whether this server downloads the ECB's rates itself (at start, then daily; stored once in
   * Firestore for every instance). Default: on a real Firebase project, not on the emulators
   * (bin/up turns it on; tests give it a local stand-in for the ECB).
   */
  EXCHANGE_RATES_REFRESH: z.enum(["daily", "off"]).optional(),
  /** Where the daily rates file is downloaded from. */
  EXCHANGE_RATES_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
  /** How often a process reads the stored rates again, so every instance shows the same ones. */
  EXCHANGE_RATES_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  // Public pages rendered once and kept (decisions 196 and 197).
  /** How long a cache in front (a CDN) may keep a public page: its s-maxage; 0 keeps none. */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * "vary" (default): public pages say `Vary: Cookie, Accept-Language`, which any cache keys on
   * correctly. "named-cookies": the CDN in front keys on the page's cookies and language itself
   * (docs/deploy.md), so pages say `Vary: Accept-Encoding` only: Cloud CDN stores nothing else.
   */
  SHARED_CACHE_KEY: z.enum(["vary", "named-cookies"]).default("vary"),
  /** How long this process keeps a rendered public page; 0 turns its page cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** The page cache's bound: the bytes it holds (every encoding of every page)… */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(32),
  /** …and the pages it holds. */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(2_000),
});

// Outside production and without SESSION_SECRET, a secret nobody else knows: cookies from
// another process (or a forged one) are refused. Kept across dev-server module reloads.
const processSecret = ((
  globalThis as { __wayfarerSessionSecret?: string }
).__wayfarerSessionSecret ??= randomBytes(32).toString("hex"));

/** Any of these set means the server talks to the Local Emulator Suite (as firebase-client decides). */
const EMULATOR_HOST_VARS = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
];

/**
 * A local run: every emulator host set and a demo- project (FIREBASE_PROJECT_ID, or
 * GCLOUD_PROJECT as firebase-tools sets it), the same test firebase-client applies. Only then
 * does the development outbox exist and do loopback names count as this site's own; one stray
 * variable in a real deployment opens neither (decision 095).
 */
function isLocalRun(env: Record<string, string | undefined>): boolean {
  const projectId = env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? "";
  return (
    EMULATOR_HOST_VARS.every((name) => env[name] !== undefined) &&
    /^demo-[a-z0-9-]+$/.test(projectId)
  );
}

/** 127.0.0.0/8, ::1 and localhost (with or without brackets or an IPv4-mapped prefix). */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

export type ServerConfig = ReturnType<typeof parseConfig>;

/** Parses an env record into the site configuration; throws a readable error on bad values. */
export function parseConfig(env: Record<string, string | undefined>) {
  // Blank variables count as unset, so `FOO=` in an .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === "production";
  const usesEmulators = EMULATOR_HOST_VARS.some((name) => cleaned[name] !== undefined);
  const problems = [
    ...(isProduction && !parsed.SESSION_SECRET
      ? ["SESSION_SECRET: required in production (32+ characters)"]
      : []),
    // A real project's site must say where it lives: absolute URLs never come from the Host header.
    ...(isProduction && !usesEmulators && !parsed.SITE_URL
      ? ["SITE_URL: required in production (e.g. https://wayfarer.travel)"]
      : []),
    // The emulators trust any token; their data must not be served to the network by accident.
    ...(isProduction &&
    usesEmulators &&
    !isLoopbackHost(parsed.HOST) &&
    parsed.ALLOW_EMULATORS_ON_NETWORK !== "true"
      ? [
          `HOST: ${parsed.HOST} is not a loopback address, and the site runs on the Firebase emulators; bind to 127.0.0.1, or set ALLOW_EMULATORS_ON_NETWORK=true for a demo on a network you trust`,
        ]
      : []),
  ];
  if (problems.length > 0)
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  return {
    isProduction,
    /** All emulators and a demo- project (bin/up, dev, tests): the outbox, loopback names. */
    localRun: isLocalRun(cleaned),
    /** The port this server listens on (loopback names are the site's own on this port only). */
    port: parsed.PORT,
    siteName: parsed.SITE_NAME,
    /** Never from a request: SITE_URL, else this server's own loopback address (emulators, dev, tests). */
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    supportEmail: parsed.SUPPORT_EMAIL,
    contentHost: parsed.CONTENT_HOST,
    developer: { name: parsed.DEVELOPER_NAME, url: parsed.DEVELOPER_URL },
    social: {
      facebook: parsed.SOCIAL_FACEBOOK_URL,
      instagram: parsed.SOCIAL_INSTAGRAM_URL,
      youtube: parsed.SOCIAL_YOUTUBE_URL,
      tiktok: parsed.SOCIAL_TIKTOK_URL,
    },
    sessionSecret: parsed.SESSION_SECRET ?? processSecret,
    /** The first signs; all of them verify (rotation: put the old secret in SESSION_SECRETS_PREVIOUS). */
    sessionSecrets: [parsed.SESSION_SECRET ?? processSecret, ...parsed.SESSION_SECRETS_PREVIOUS],
    /** Overrides for the domain's partner table: affiliate ids only, plus the widget's host. */
    partners: {
      flights: { affiliateId: parsed.PARTNER_FLIGHTS_MARKER },
      packages: { affiliateId: parsed.PARTNER_PACKAGES_AFFCID },
      hotels: { affiliateId: parsed.PARTNER_HOTELS_AID, label: parsed.PARTNER_HOTELS_LABEL },
      hotelWidget: {
        affiliateId: parsed.PARTNER_HOTEL_WIDGET_MARKER,
        ...(parsed.PARTNER_HOTEL_WIDGET_URL ? { baseUrl: parsed.PARTNER_HOTEL_WIDGET_URL } : {}),
      },
    } satisfies PartnerConfigOverrides,
    redisUrl: parsed.REDIS_URL,
    catalogueCheckMs: parsed.CATALOGUE_CHECK_SECONDS * 1000,
    exchangeRatesFile: parsed.EXCHANGE_RATES_FILE,
    liveStreamsMax: parsed.LIVE_STREAMS_MAX,
    exchangeRates: {
      refresh: (parsed.EXCHANGE_RATES_REFRESH ?? (usesEmulators ? "off" : "daily")) === "daily",
      url: parsed.EXCHANGE_RATES_URL,
      checkMs: parsed.EXCHANGE_RATES_CHECK_SECONDS * 1000,
    },
    sharedCache: { seconds: parsed.SHARED_CACHE_SECONDS, key: parsed.SHARED_CACHE_KEY },
    pageCache: {
      ttlMs: parsed.PAGE_CACHE_SECONDS * 1000,
      maxBytes: parsed.PAGE_CACHE_MAX_MB * 1024 * 1024,
      maxEntries: parsed.PAGE_CACHE_MAX_ENTRIES,
    },
  };
}

/** The values the browser may see; anything secret stays out by construction. */
export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    siteName: config.siteName,
    supportEmail: config.supportEmail,
    contentHost: config.contentHost,
    developer: config.developer,
    social: config.social,
  };
}
export type { PublicConfig };

let cached: ServerConfig | undefined;

/** The configuration of this process, parsed on first use (fails fast at start-up). */
export function getConfig(): ServerConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
