import { Form } from "react-router";
import { BROWSE_SORTS, MAX_DAILY_BUDGET_EUROS, type BrowseSort } from "@travel/domain";
import { icon, path } from "~/ui/icon-base";
import type { BrowseView } from "./browse-types";
import { WeatherWishFields } from "../weather/WeatherWishFields";
import { weatherWishWords } from "../weather/weather-words";

/**
 * The browse page's filters (one GET form answered on the server, so it works the same without
 * JavaScript) and the line that sums up what they found.
 */

// Drawn here rather than imported from page-icons, which would bring that whole set to the browse page.
const Search = icon("search", path("m21 21-4.3-4.3M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z"));

const SORT_NAMES: Record<BrowseSort, string> = {
  popular: "Most popular",
  price: "Lowest daily cost",
  distance: "Nearest to my airport",
  name: "Name (A–Z)",
};

export const plural = (count: number) => `${count} ${count === 1 ? "destination" : "destinations"}`;

/** The weather part of the browse query as a wish (the query keeps "1" for a tick). */
const wishOf = (query: BrowseView["query"] | undefined) =>
  query?.month === undefined
    ? undefined
    : { month: query.month, warmth: query.warmth, dry: !!query.dry, sunny: !!query.sunny };

export function BrowseSummary({ view }: { view: BrowseView }) {
  const { query, activeType, total, first, cards, pageCount } = view;
  const wish = wishOf(query);
  return (
    <p className="browse__summary" role="status">
      <strong>{plural(total)}</strong>
      {query.q ? <> matching “{query.q}”</> : null}
      {activeType ? <> in {activeType.name}</> : null}
      {query.region ? <> in {query.region}</> : null}
      {query.maxDaily !== undefined ? <> up to €{query.maxDaily} a day</> : null}
      {wish ? <>, {weatherWishWords(wish)}</> : null}
      {pageCount > 1 ? (
        <>
          {" "}
          · showing {first}–{first + cards.length - 1}, page {view.page} of {pageCount}
        </>
      ) : null}
    </p>
  );
}

/** One of the filters' drop-downs: "any" first, then the catalogue's choices. */
function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options = [],
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options?: { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field__control">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BrowseFilters({
  view,
  searching,
}: {
  view: BrowseView | null;
  searching: boolean;
}) {
  const query = view?.query;
  const activeFilters = [
    view?.activeType,
    query?.region,
    query?.country,
    query?.maxDaily,
    query?.sort && query.sort !== "popular" ? query.sort : undefined,
    query?.from,
  ].filter(Boolean).length;
  // The form's fields keep what was asked for; `key` resets them when the query changes.
  const key = view?.canonical ?? "invalid";
  return (
    <Form
      method="get"
      action="/destinations"
      className="browse-filters"
      role="search"
      aria-label="Destinations"
      key={key}
    >
      <div className="field browse-filters__query">
        <label htmlFor="browse-q" className="field__label">
          Search destinations
        </label>
        <input
          id="browse-q"
          type="search"
          name="q"
          defaultValue={query?.q ?? ""}
          maxLength={100}
          placeholder="City, country or attraction"
          autoComplete="off"
          className="field__control"
        />
      </div>
      {/* On a phone the other filters fold away behind one line (destinations.css). */}
      <details className="browse-filters__more" open={activeFilters > 0}>
        <summary className="browse-filters__toggle">
          Filters{activeFilters > 0 ? ` (${activeFilters} chosen)` : ""}
        </summary>
        <div className="browse-filters__fields">
          <FilterSelect
            id="browse-type"
            name="type"
            label="Type of trip"
            value={view?.activeType?.id}
            anyLabel="All types"
            options={view?.types.map((type) => ({ value: type.id, label: type.name }))}
          />
          <FilterSelect
            id="browse-region"
            name="region"
            label="Region"
            value={query?.region}
            anyLabel="All regions"
            options={view?.regions.map((region) => ({ value: region, label: region }))}
          />
          <FilterSelect
            id="browse-country"
            name="country"
            label="Country"
            value={query?.country}
            anyLabel="All countries"
            options={view?.countries.map((country) => ({
              value: country.code,
              label: country.name,
            }))}
          />
          <WeatherWishFields
            idPrefix="browse"
            wish={wishOf(query)}
            classes={{ field: "field", label: "field__label", control: "field__control" }}
          />
          <div className="field">
            <label htmlFor="browse-max-daily" className="field__label">
              Daily budget per person, up to (€)
            </label>
            <input
              id="browse-max-daily"
              type="number"
              name="maxDaily"
              inputMode="numeric"
              min={1}
              max={MAX_DAILY_BUDGET_EUROS}
              step={1}
              defaultValue={query?.maxDaily ?? ""}
              className="field__control"
              aria-describedby="browse-max-daily-hint"
            />
            <p id="browse-max-daily-hint" className="field__hint">
              Half a double room and a day&apos;s spending
            </p>
          </div>
          <div className="field">
            <label htmlFor="browse-sort" className="field__label">
              Order
            </label>
            <select
              id="browse-sort"
              name="sort"
              defaultValue={query?.sort ?? "popular"}
              className="field__control"
            >
              {BROWSE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_NAMES[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="browse-from" className="field__label">
              My airport (for distances)
            </label>
            <input
              id="browse-from"
              type="text"
              name="from"
              defaultValue={query?.from ?? ""}
              maxLength={3}
              placeholder="e.g. LIS"
              autoComplete="off"
              autoCapitalize="characters"
              className="field__control"
            />
          </div>
        </div>
      </details>
      <button
        type="submit"
        className="button button--primary browse-filters__submit"
        aria-busy={searching || undefined}
      >
        <Search aria-hidden="true" size={18} /> Search
      </button>
    </Form>
  );
}
