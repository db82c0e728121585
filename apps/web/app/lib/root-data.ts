import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

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

/** The root loader's data, which every page of the frame can rely on. */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}

/** Same, but undefined where the root loader itself failed (the root error boundary). */
export function useOptionalRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** Prefixes an image path with the content host (empty: the site itself serves it). */
export function useContentUrl(): (path: string) => string {
  const host = useOptionalRootData()?.config.contentHost ?? "";
  return (path) => (/^https?:\/\//.test(path) ? path : `${host}${path}`);
}
