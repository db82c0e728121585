import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

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
