import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { lazy, Suspense } from "react";

// Most pages never fail, so the 404 page's code is fetched only when one is shown.
const NotFound = lazy(() => import("./NotFound").then((module) => ({ default: module.NotFound })));

/** A page's own failure, shown inside the site frame so header and footer still work. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<div className="status-page" />}>
        <NotFound />
      </Suspense>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Error {isRouteErrorResponse(error) ? error.status : 500}</p>
        <h1 className="status-page__title">This page did not load</h1>
        <p className="status-page__lead">Something went wrong on our side. Please try again in a moment.</p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
