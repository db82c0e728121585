import { Link } from "react-router";
import { plural } from "./BrowseFilters";
import type { BrowseView } from "./browse-types";

/** The catalogue could not be read just now (the page answers 503). */
export function CatalogueUnavailable() {
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">Our destinations are taking a moment to load</p>
      <p className="empty-state__text">
        Please reload the page in a little while. If it keeps happening, our team would like to hear
        about it.
      </p>
      <Link className="button button--secondary" to="/contact">
        Contact us
      </Link>
    </div>
  );
}

/** A search and filters that found nothing: what to try, and the same search in everything. */
export function NothingFound({ view }: { view: BrowseView }) {
  return (
    <div className="empty-state" role="note">
      <p className="empty-state__title">
        No destinations match {view.query.q ? <>“{view.query.q}”</> : "these filters"}
        {view.activeType ? <> in {view.activeType.name}</> : null}
      </p>
      <p className="empty-state__text">
        Try a city, a country or a kind of trip, such as “Portugal”, “Tokyo” or “beach”, or a higher
        daily budget. Several words find places that match any of them.
      </p>
      <div className="empty-state__actions">
        {view.inEverything > 0 ? (
          <Link className="button button--primary" to={view.searchEverythingHref}>
            See {plural(view.inEverything)} in all types and regions
          </Link>
        ) : null}
        <Link className="button button--secondary" to="/destinations">
          Show all destinations
        </Link>
      </div>
    </div>
  );
}
