import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { continents } from "@travel/domain";
import { BackOfficeFrame } from "~/features/back-office/BackOfficeFrame";
import { filterRows, listQuerySchema } from "~/features/back-office/destination-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "Destinations");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  const params = new URL(request.url).searchParams;
  const query = listQuerySchema.parse(Object.fromEntries(params));
  const rows = await needsBackend(() => getServices().destinationEdits.list());
  return { query, regions: [...continents], ...filterRows(rows, query) };
}

const STATUS_LABEL = { draft: "Draft", published: "Published", archived: "Archived" } as const;

export default function AdminDestinations() {
  const { query, regions, rows, total, page, pages } = useLoaderData<typeof loader>();
  const pageHref = (to: number) => {
    const search = new URLSearchParams({
      q: query.q,
      status: query.status,
      region: query.region,
      page: String(to),
    });
    return `?${search.toString()}`;
  };
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
        <button type="submit" className="button button--secondary">
          Filter
        </button>
      </Form>
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
