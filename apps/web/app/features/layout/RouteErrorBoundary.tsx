import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { RequestRefused, refusalOf } from "./RequestRefused";
import { reportErrorInBrowser } from "./report-error";

// Most pages never fail, so the 404 page's code is fetched only when one is shown.
const NotFound = lazy(() => import("./NotFound").then((module) => ({ default: module.NotFound })));

/** A page's own failure, shown inside the site frame so header and footer still work. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<div className="status-page" />}>
        <NotFound />
      </Suspense>
    );
  }
  const refusal = refusalOf(error);
  if (refusal) return <RequestRefused {...refusal} />;
  if (!isRouteErrorResponse(error)) reportErrorInBrowser(error);
  if (isRouteErrorResponse(error) && error.status === 503) {
    // A backend that did not answer in time: nothing was saved, and trying again is the fix.
    return (
      <section className="status-page">
        <div className="container container--narrow">
          <p className="eyebrow">Error 503</p>
          <h1 className="status-page__title">We could not reach your data just now</h1>
          <p className="status-page__lead">
            Nothing was changed. Please try again in a few seconds.
          </p>
          <a href={location.pathname + location.search} className="button button--primary">
            Try again
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Error {isRouteErrorResponse(error) ? error.status : 500}</p>
        <h1 className="status-page__title">This page did not load</h1>
        <p className="status-page__lead">
          Something went wrong on our side. Please try again in a moment.
        </p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
