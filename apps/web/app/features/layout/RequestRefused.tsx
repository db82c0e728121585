import { isRouteErrorResponse, Link } from "react-router";

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

/** Each refusal's heading in a traveller's words: what happened, never how HTTP names it. */
const REFUSAL_TITLES: Record<number, string> = {
  400: "We could not read that form",
  403: "We did not accept that form",
  405: "There is nothing to send here",
  411: "We could not take that upload",
  413: "That was more than we can take",
  414: "That address is too long",
  415: "We could not read what was sent",
  429: "Please slow down",
};

export function refusalTitle(status: number): string {
  return REFUSAL_TITLES[status] ?? "We could not accept that";
}

/** What to do next after any refusal: go back and try again, or tell us. */
export function RefusalNextSteps({ status }: { status: number }) {
  return (
    <>
      <p className="status-page__next">
        {status === 429
          ? "Wait a moment, then try again from the page you were on."
          : "Go back to the page you were on and try again from there."}{" "}
        If it keeps happening, <Link to="/contact">tell us what you were doing</Link> and we will
        help.
      </p>
      <Link to="/" className="button button--primary">
        Back to the home page
      </Link>
    </>
  );
}

export function RequestRefused({ status, message }: { status: number; message: string }) {
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Error {status}</p>
        <h1 className="status-page__title">{refusalTitle(status)}</h1>
        <p className="status-page__lead" role="alert">
          {message}
        </p>
        <RefusalNextSteps status={status} />
      </div>
    </section>
  );
}
