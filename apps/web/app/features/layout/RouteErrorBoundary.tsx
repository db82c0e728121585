import { lazy, Suspense } from "react";

// Pages seldom fail, so what an error page shows (and the refusal wording it uses) is fetched
// only when one is shown: the server renders it with the page as usual, and the browser keeps
// that markup until the code is there (decision 152).
const RouteErrorPage = lazy(() =>
  import("./RouteErrorPage").then((module) => ({ default: module.RouteErrorPage })),
);

/** A page's own failure, shown inside the site frame so header and footer still work. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={<div className="status-page" />}>
      <RouteErrorPage />
    </Suspense>
  );
}
