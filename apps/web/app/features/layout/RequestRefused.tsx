import { Link, isRouteErrorResponse } from "@remix-run/react";

/**
 * A request the site refused on purpose (a 4xx thrown with a sentence as its body, such as
 * readForm's 413, 415 and 400): the status and that sentence, instead of "went wrong on our side".
 */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  if (
    !isRouteErrorResponse(error) ||
    error.status < 400 ||
    error.status >= 500 ||
    error.status === 404
  )
    return null;
  return typeof error.data === "string" && error.data.trim()
    ? { status: error.status, message: error.data }
    : null;
}

export const REFUSED_TITLE = "We could not accept this request";

export function RequestRefused({ status, message }: { status: number; message: string }) {
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Error {status}</p>
        <h1 className="status-page__title">{REFUSED_TITLE}</h1>
        <p className="status-page__lead" role="alert">
          {message}
        </p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
