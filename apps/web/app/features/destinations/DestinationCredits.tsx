import { Link } from "react-router";
import type { Credit } from "./destination-credits";

/** Where the page's open data comes from, each source credited as its licence asks. */
export function DestinationCredits({ credits }: { credits: Credit[] }) {
  if (credits.length === 0) return null;
  return (
    <section className="container destination-credits" aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="destination-subtitle">
        Sources
      </h2>
      <ul className="destination-credits__list">
        {credits.map((credit) => (
          <li key={credit.what}>
            <strong>{credit.what}:</strong> {credit.source}
            {credit.href ? (
              <>
                ,{" "}
                <a href={credit.href} rel="external">
                  {credit.linkText}
                </a>
              </>
            ) : null}
            ,{" "}
            {credit.licenceHref ? (
              <a href={credit.licenceHref} rel="license external">
                {credit.licence}
              </a>
            ) : (
              credit.licence
            )}
            .
          </li>
        ))}
      </ul>
      <p>
        <Link to="/attribution">Every data source and its licence</Link>
      </p>
    </section>
  );
}
