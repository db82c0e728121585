import { useRouteLoaderData } from "react-router";
import type { PriceDisplay } from "@travel/domain";

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

/** The signed-in person as the frame needs them (the root loader provides it). */
export type SiteUser = {
  uid: string;
  displayName: string;
  email: string;
  /** Profile picture URL; the avatar falls back to a default image when missing or broken. */
  photoURL: string | null;
};

/** The display currency as the frame needs it (features/currency/display-currency.server.ts fills it). */
export type CurrencyFrame = {
  display: PriceDisplay;
  /** The codes the picker offers: EUR first, then the rates file's. */
  choices: { code: string; name: string }[];
  /** Said under the header when prices are converted: approximate, and the rates' day. */
  note: string | null;
  /** Said when another currency was asked for and the page is in euros: why. */
  fallback: string | null;
  /** The visitor's own currency, from their language, offered while they have not chosen. */
  suggested: { code: string; name: string } | null;
};

/**
 * What the root loader sends every page for the frame (root.tsx builds it as this type, so the
 * two cannot drift; the flash toast travels beside it, for the root component alone).
 */
export type RootData = {
  config: PublicConfig;
  /** SITE_URL, or this server on localhost. */
  siteUrl: string;
  /** null for visitors. */
  user: SiteUser | null;
  askForCookieConsent: boolean;
  year: number;
  currency: CurrencyFrame;
};

/** The root loader's data, which every page of the frame can rely on. */
export function useRootData() {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}

/** Same, but undefined where the root loader itself failed (the root error boundary). */
export function useOptionalRootData() {
  return useRouteLoaderData<RootData>("root");
}

/** Prefixes an image path with the content host (empty: the site itself serves it). */
export function useContentUrl(): (path: string) => string {
  const host = useOptionalRootData()?.config.contentHost ?? "";
  return (path) => (/^https?:\/\//.test(path) ? path : `${host}${path}`);
}
