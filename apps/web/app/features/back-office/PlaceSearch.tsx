import { Form, Link, useFetcher } from "react-router";
import { useEffect, useState } from "react";

export type PlaceResult = {
  geonameId: number;
  name: string;
  country: string;
  population: string;
  airportCode: string;
  taken: { id: number; name: string; status: string; path: string } | null;
};

type SearchData = { step: "search"; query: string; results: PlaceResult[] };

/**
 * A new destination starts from a place (decision 172): a search over the open data the
 * catalogue is built from, city name to candidates with their country, population and main
 * airport. A plain GET form; with JavaScript the list follows the typing. A place already in the
 * catalogue is not offered: its line links to it.
 */
export function PlaceSearch({ query, results }: { query: string; results: PlaceResult[] }) {
  const fetcher = useFetcher<SearchData>();
  const [typed, setTyped] = useState(query);
  useEffect(() => {
    if (typed.trim() === query || typed.trim().length < 2) return;
    const timer = setTimeout(
      () => fetcher.load(`/admin/destinations/new?q=${encodeURIComponent(typed.trim())}`),
      250,
    );
    return () => clearTimeout(timer);
    // The fetcher is stable for this component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, query]);
  const shown =
    fetcher.data?.step === "search" && typed.trim() !== query ? fetcher.data : { query, results };
  return (
    <section className="back-office__panel" aria-labelledby="place-search-heading">
      <h2 id="place-search-heading" className="back-office__subtitle">
        Find the place
      </h2>
      <Form method="get" className="back-office-filters" role="search" aria-label="Find a place">
        <div className="field">
          <label htmlFor="place-query" className="field__label">
            City or town
          </label>
          <p id="place-query-hint" className="field__hint">
            From GeoNames: places of 5,000 people or more with a scheduled airport within 50 km.
          </p>
          <input
            id="place-query"
            name="q"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            className="field__control"
            autoComplete="off"
            aria-describedby="place-query-hint"
          />
        </div>
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </Form>
      <div aria-live="polite">
        {shown.query.length === 1 ? <p>Type at least two letters of the name.</p> : null}
        {shown.query.length > 1 && shown.results.length === 0 ? (
          <p>
            No place of that name in the open data. Check the spelling, or try the name in its own
            language.
          </p>
        ) : null}
        {shown.results.length > 0 ? (
          <ul className="place-results" aria-label={`Places named like “${shown.query}”`}>
            {shown.results.map((place) => (
              <li key={place.geonameId} className="place-results__item">
                <span>
                  <strong>{place.name}</strong>, {place.country} · {place.population} people ·
                  airport {place.airportCode}
                </span>
                {place.taken ? (
                  <span className="place-results__taken">
                    In the catalogue already:{" "}
                    <Link to={place.taken.path}>
                      open {place.taken.name} ({place.taken.status})
                    </Link>
                  </span>
                ) : (
                  <Link
                    to={`/admin/destinations/new?place=${place.geonameId}`}
                    className="button button--primary button--small"
                    aria-label={`Choose ${place.name}, ${place.country}`}
                  >
                    Choose
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
