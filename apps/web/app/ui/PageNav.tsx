import { Link } from "react-router";
import type { PageNavView } from "./page-nav";
import "./page-nav.css";

/** A long list's pages (page-nav.ts): plain links with rel prev/next, so they work without JavaScript. */
export function PageNav({
  nav,
  label = "Pages",
  preventScrollReset = false,
}: {
  nav: PageNavView;
  label?: string;
  preventScrollReset?: boolean;
}) {
  if (nav.pageCount <= 1) return null;
  return (
    <nav className="page-nav" aria-label={label}>
      {nav.prevHref ? (
        <Link
          to={nav.prevHref}
          rel="prev"
          className="page-nav__step"
          preventScrollReset={preventScrollReset}
        >
          ← Previous
        </Link>
      ) : null}
      <ol className="page-nav__list">
        {nav.links.map((link) =>
          "gap" in link ? (
            <li key={link.key} className="page-nav__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.key}>
              <Link
                to={link.href}
                className="page-nav__page"
                aria-current={link.current ? "page" : undefined}
                aria-label={`Page ${link.page}`}
                preventScrollReset={preventScrollReset}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {nav.nextHref ? (
        <Link
          to={nav.nextHref}
          rel="next"
          className="page-nav__step"
          preventScrollReset={preventScrollReset}
        >
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
