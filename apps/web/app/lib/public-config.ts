/**
 * The site settings the browser may see (the root loader sends them to every page). A plain
 * module, so components can name the type without importing config.server.ts.
 */
export type PublicConfig = {
  siteName: string;
  supportEmail: string;
  /** Host serving blog images; "" for the site itself. */
  contentHost: string;
  developer: { name: string; url: string };
  social: { facebook: string; instagram: string; youtube: string; tiktok: string };
};
