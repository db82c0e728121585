import type { PartnerConfigOverrides } from "@travel/domain";
import { z } from "zod";
import type { PublicConfig } from "./public-config";

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

/** Comma-separated IATA codes, e.g. "LIS,MAD". */
const airportCodes = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(",").map((code) => code.trim().toUpperCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Z]{3}$/, "3-letter airport codes, comma-separated")).min(1));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_NAME: z.string().min(1).default("Wayfarer"),
  /** Absolute origin used in the sitemap and canonical links; the request origin when unset. */
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
  /** Signs the flash-message cookie. Required in production; a fixed dev value elsewhere. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Partner affiliate ids (see the domain's partner-link configuration). */
  PARTNER_FLIGHTS_MARKER: affiliateId,
  PARTNER_PACKAGES_AFFCID: affiliateId,
  PARTNER_HOTELS_AID: affiliateId,
  PARTNER_HOTELS_LABEL: affiliateId,
  PARTNER_HOTEL_WIDGET_MARKER: affiliateId,
  /** The hotel widget's search page; the domain's placeholder when unset. */
  PARTNER_HOTEL_WIDGET_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Where a trip starts when the visitor has not said: the first of these airports that is not
   * the destination's own.
   */
  PLANNER_DEFAULT_ORIGINS: airportCodes("LIS,MAD"),
});

const DEV_SESSION_SECRET = "dev-only-session-secret-not-for-production-use";

export type ServerConfig = ReturnType<typeof parseConfig>;

/** Parses an env record into the site configuration; throws a readable error on bad values. */
export function parseConfig(env: Record<string, string | undefined>) {
  // Blank variables count as unset, so `FOO=` in an .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === "production" && !parsed.SESSION_SECRET) {
    throw new Error("Invalid site configuration:\n  SESSION_SECRET: required in production (32+ characters)");
  }
  return {
    isProduction: parsed.NODE_ENV === "production",
    siteName: parsed.SITE_NAME,
    siteUrl: parsed.SITE_URL?.replace(/\/+$/, ""),
    supportEmail: parsed.SUPPORT_EMAIL,
    contentHost: parsed.CONTENT_HOST,
    developer: { name: parsed.DEVELOPER_NAME, url: parsed.DEVELOPER_URL },
    social: {
      facebook: parsed.SOCIAL_FACEBOOK_URL,
      instagram: parsed.SOCIAL_INSTAGRAM_URL,
      youtube: parsed.SOCIAL_YOUTUBE_URL,
      tiktok: parsed.SOCIAL_TIKTOK_URL,
    },
    sessionSecret: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
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
    plannerDefaultOrigins: parsed.PLANNER_DEFAULT_ORIGINS,
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
