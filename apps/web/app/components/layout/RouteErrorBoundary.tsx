import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFound } from "./NotFound";

/** A page's own failure, shown inside the site frame so header and footer still work. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
