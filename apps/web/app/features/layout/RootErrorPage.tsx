import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useOptionalRootData } from "~/lib/root-data";
import { Logo } from "./Logo";
import { reportErrorInBrowser } from "./report-error";
import { RefusalNextSteps, refusalOf, refusalTitle } from "./RequestRefused";

/**
 * Last line of defence: the root loader or the frame itself failed, so nothing of the frame's
 * data can be trusted. A plain page with a way home.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const rootData = useOptionalRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!(isRouteErrorResponse(error) && error.status < 500)) reportErrorInBrowser(error);
  // A rate limit on a form that posts to a resource route (the newsletter) lands here: say why.
  const slowDown =
    isRouteErrorResponse(error) && status === 429 && typeof error.data === "string"
      ? error.data
      : null;
  // A refused request (413, 415, 400 with a sentence) says what was refused, not "our side".
  const refusal = refusalOf(error);
  return (
    <div className="error-page">
      <Link to="/" className="error-page__logo" aria-label="Home">
        <Logo siteName={rootData?.config.siteName ?? "Wayfarer"} />
      </Link>
      <main id="main-content" className="error-page__body">
        <p className="eyebrow">Error {status}</p>
        <h1>
          {refusal
            ? refusalTitle(status)
            : status === 404
              ? "We could not find that page"
              : slowDown
                ? refusalTitle(429)
                : "Something went wrong on our side"}
        </h1>
        <p role={refusal ? "alert" : undefined}>
          {refusal
            ? refusal.message
            : status === 404
              ? "The address may be mistyped, or the page has moved."
              : (slowDown ??
                "Please try again in a moment. If it keeps happening, write to our support team.")}
        </p>
        {refusal || slowDown ? (
          <RefusalNextSteps status={status} />
        ) : (
          <Link to="/" className="button button--primary">
            Back to the home page
          </Link>
        )}
      </main>
    </div>
  );
}
