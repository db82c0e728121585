import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { NotFound } from "./NotFound";
import { RequestRefused, refusalOf } from "./RequestRefused";
import { reportErrorInBrowser } from "./report-error";

/** A page's own failure, shown inside the site frame so header and footer still work. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
