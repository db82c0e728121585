import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { LinksFunction } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { Link, Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import interLatinExtUrl from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { FlashNotice, SiteToaster, useFlashToast } from "~/components/feedback/FlashToaster";
import { CookieBanner } from "~/components/layout/CookieBanner";
import { Logo } from "~/components/layout/Logo";
import { RouteLoadingArea } from "~/components/layout/RouteLoadingArea";
import { ScrollToTopButton } from "~/components/layout/ScrollToTopButton";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { getConfig, publicConfig } from "~/config.server";
import { useScrollToTopOnRouteChange } from "~/hooks/use-scroll-to-top-on-route-change";
import { readConsent } from "~/lib/consent.server";
import { useOptionalRootData } from "~/lib/root-data";
import { getToast } from "~/lib/toast.server";
import type { SiteUser } from "~/lib/user";
import appStylesUrl from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  // The Latin subset covers every word on the site; preloading it avoids a late font swap.
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appStylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Wayfarer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const { toast, headers } = await getToast(request);
  return data(
    {
      config: publicConfig(config),
      siteUrl: config.siteUrl ?? new URL(request.url).origin,
      // Sessions are not wired yet: everyone is a visitor until the auth service provides the user.
      user: null as SiteUser | null,
      toast,
      askForCookieConsent: readConsent(request) === null,
      year: new Date().getFullYear(),
    },
    { headers: headers ?? undefined },
  );
}

/** Only the Latin font files are declared, with the hashed URLs Vite gives them. */
const fontFaces = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${interLatinUrl}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${interLatinExtUrl}) format("woff2-variations");unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}`;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <style dangerouslySetInnerHTML={{ __html: fontFaces }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
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
  const { config, user, toast, askForCookieConsent, year } = useLoaderData<typeof loader>();
  useFlashToast(toast);
  useScrollToTopOnRouteChange();
  return (
    <>
      <SkipLink />
      <SiteHeader config={config} user={user} />
      <FlashNotice flash={toast} />
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
 * Last line of defence: the root loader or the frame itself failed, so nothing of the frame's
 * data can be trusted. A plain page with a way home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useOptionalRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  return (
    <div className="error-page">
      <Link to="/" className="error-page__logo" aria-label="Home">
        <Logo siteName={rootData?.config.siteName ?? "Wayfarer"} />
      </Link>
      <main id="main-content" className="error-page__body">
        <p className="eyebrow">Error {status}</p>
        <h1>{status === 404 ? "We could not find that page" : "Something went wrong on our side"}</h1>
        <p>
          {status === 404
            ? "The address may be mistyped, or the page has moved."
            : "Please try again in a moment. If it keeps happening, write to our support team."}
        </p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </main>
    </div>
  );
}
