import { Link } from "react-router";
import { Compass } from "~/ui/page-icons";

/** The friendly 404: where you might have wanted to go instead. */
export function NotFound() {
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <Compass className="status-page__icon" aria-hidden="true" />
        <p className="eyebrow">Error 404</p>
        <h1 className="status-page__title">This path leads nowhere</h1>
        <p className="status-page__lead">
          The page may have moved, or the address has a typo. These are good places to pick up the
          trail:
        </p>
        <ul className="status-page__links">
          <li>
            <Link to="/">Home: find your next destination</Link>
          </li>
          <li>
            <Link to="/destinations">Browse all destinations</Link>
          </li>
          <li>
            <Link to="/blogs">Travel guides on the blog</Link>
          </li>
          <li>
            <Link to="/contact">Ask our team</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
