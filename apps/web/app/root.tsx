import {
  data,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  useLoaderData,
} from "react-router";
import interLatinUrl from "~/assets/fonts/inter-latin-wght-400-700.woff2?url";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { FlashNotice, SiteToaster, useFlashToast } from "~/features/toasts/FlashToaster";
import { CookieBanner } from "~/features/consent/CookieBanner";
import { RouteLoadingArea } from "~/features/layout/RouteLoadingArea";
import { ScrollToTopButton } from "~/features/layout/ScrollToTopButton";
import { SiteFooter } from "~/features/layout/SiteFooter";
import { SiteHeader } from "~/features/layout/SiteHeader";
import { getConfig, publicConfig } from "~/lib/config.server";
import { useScrollToTopOnRouteChange } from "~/features/layout/use-scroll-to-top-on-route-change";
import { readConsent } from "~/features/consent/consent.server";
import { CurrencyNotice } from "~/features/currency/CurrencyNotice";
import { readCurrency } from "~/features/currency/display-currency.server";
import { KEEP_EARLY_PRESS_SCRIPT, replayEarlyPress } from "~/lib/early-press";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { markDocumentHydrated } from "~/ui/lazy-island";
import { getSiteUser } from "~/lib/session.server";
import { useStoredLoginMirror } from "~/features/account/use-stored-login";
import { getToast } from "~/features/toasts/toast.server";
import appStylesUrl from "~/styles/app.css?url";

const RootErrorPage = lazy(() =>
  import("~/features/layout/RootErrorPage").then((module) => ({ default: module.RootErrorPage })),
);

export const links: LinksFunction = () => [
  // The Latin subset covers every word on the site; preloading it avoids a late font swap.
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appStylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Wayfarer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const [{ toast, headers }, user] = await Promise.all([getToast(request), getSiteUser(request)]);
  const frame: RootData = {
    config: publicConfig(config),
    // SITE_URL (or this server on localhost), never the request's Host header.
    siteUrl: config.siteUrl,
    // From the session cookie (checked for revocation); null for visitors.
    user,
    askForCookieConsent: readConsent(request) === null,
    year: new Date().getFullYear(),
    // ?currency= or the visitor's pick; euros when the rates cannot be used.
    currency: readCurrency(request),
  };
  return data({ ...frame, toast }, { headers: headers ?? undefined });
}

export function Layout({ children }: { children: ReactNode }) {
  // The Content-Security-Policy admits inline scripts only with this response's nonce.
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* First in <body>: keeps a button pressed before hydration (lib/early-press.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: KEEP_EARLY_PRESS_SCRIPT }}
        />
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      Skip to content
    </a>
  );
}

export default function App() {
  const { config, user, toast, askForCookieConsent, year, currency } =
    useLoaderData<typeof loader>();
  useFlashToast(toast);
  useStoredLoginMirror(user);
  useScrollToTopOnRouteChange();
  // The root's effects run after every child's: the page has hydrated.
  useEffect(replayEarlyPress, []);
  useEffect(markDocumentHydrated, []);
  return (
    <>
      <SkipLink />
      <SiteHeader config={config} user={user} currency={currency} />
      <FlashNotice flash={toast} />
      <CurrencyNotice currency={currency} />
      <main id="main-content" tabIndex={-1} className="site-main">
        <RouteLoadingArea>
          <Outlet />
        </RouteLoadingArea>
      </main>
      <SiteFooter config={config} year={year} />
      <ScrollToTopButton />
      <CookieBanner askedByServer={askForCookieConsent} />
      <SiteToaster />
    </>
  );
}

/**
 * Last line of defence: the root loader or the frame itself failed. Its page is fetched only when
 * one is shown (features/layout/RootErrorPage.tsx); the server renders it in full.
 */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
    </Suspense>
  );
}
