import { Form, Link } from "react-router";
import { BackOfficeFrame } from "./BackOfficeFrame";
import type { ListQuery, ListRow, TodoKind } from "./destination-list";

const STATUS_LABEL = { draft: "Draft", published: "Published", archived: "Archived" } as const;

/**
 * The editors' list and to-do view: find a destination, filter by status, region and what it
 * lacks, see how many lack each, and sort the most popular first.
 */
export function DestinationList({
  query,
  regions,
  rows,
  total,
  counts,
  todo,
  page,
  pages,
}: {
  query: ListQuery;
  regions: string[];
  rows: ListRow[];
  total: number;
  counts: Record<TodoKind, number>;
  todo: Record<TodoKind, string>;
  page: number;
  pages: number;
}) {
  const href = (changes: Partial<Record<keyof typeof query, string>>) => {
    const search = new URLSearchParams({
      q: query.q,
      status: query.status,
      region: query.region,
      missing: query.missing,
      sort: query.sort,
      page: String(query.page),
      ...changes,
    });
    return `?${search.toString()}`;
  };
  const pageHref = (to: number) => href({ page: String(to) });
  const kinds = Object.entries(todo) as [TodoKind, string][];
  return (
    <BackOfficeFrame
      title="Destinations"
      lead={`${total.toLocaleString("en-US")} destinations match.`}
      actions={
        <Link to="/admin/destinations/new" className="button button--primary">
          New destination
        </Link>
      }
    >
      <Form
        method="get"
        className="back-office-filters"
        role="search"
        aria-label="Find destinations"
      >
        <div className="field">
          <label htmlFor="q" className="field__label">
            Name, id or country code
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q} className="field__control" />
        </div>
        <div className="field">
          <label htmlFor="status" className="field__label">
            Status
          </label>
          <select id="status" name="status" defaultValue={query.status} className="field__control">
            <option value="">Any</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="archived">Archived</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="region" className="field__label">
            Region
          </label>
          <select id="region" name="region" defaultValue={query.region} className="field__control">
            <option value="">Any</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="missing" className="field__label">
            Missing
          </label>
          <select
            id="missing"
            name="missing"
            defaultValue={query.missing}
            className="field__control"
          >
            <option value="">Anything or nothing</option>
            {kinds.map(([kind, what]) => (
              <option key={kind} value={kind}>
                Without {what}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sort" className="field__label">
            Order
          </label>
          <select id="sort" name="sort" defaultValue={query.sort} className="field__control">
            <option value="name">By name</option>
            <option value="popularity">Most popular first</option>
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Filter
        </button>
      </Form>
      <section aria-labelledby="todo-heading" className="back-office__todo">
        <h2 id="todo-heading" className="back-office__subtitle">
          To do
        </h2>
        <ul className="back-office__todo-list">
          {kinds.map(([kind, what]) => (
            <li key={kind}>
              <Link to={href({ missing: kind, sort: "popularity", page: "1" })}>
                {counts[kind].toLocaleString("en-US")} without {what}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="back-office-table__scroll">
        <table className="back-office-table">
          <caption className="visually-hidden">
            Destinations, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Id</th>
              <th scope="col">Country</th>
              <th scope="col">Region</th>
              <th scope="col">Status</th>
              <th scope="col">Missing</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/destinations/${row.id}`}>{row.name}</Link>
                </td>
                <td>{row.id}</td>
                <td>{row.countryCode.toUpperCase()}</td>
                <td>{row.continent ?? "—"}</td>
                <td>
                  {STATUS_LABEL[row.status]}
                  {row.unpublishedChanges && row.status !== "draft" ? " · unpublished changes" : ""}
                </td>
                <td>
                  {kinds
                    .filter(([kind]) => row.missing[kind])
                    .map(([, what]) => what)
                    .join(", ") || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="back-office-pages" aria-label="Pages">
        {page > 1 ? <Link to={pageHref(page - 1)}>Previous page</Link> : <span />}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? <Link to={pageHref(page + 1)}>Next page</Link> : <span />}
      </nav>
    </BackOfficeFrame>
  );
}
