import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BackOfficeFrame } from "~/features/back-office/BackOfficeFrame";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { listTypes } from "~/features/back-office/type-admin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "Destination types");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  const types = await listTypes();
  return {
    types: types.map(({ id, name, description }) => ({ id, name, description })),
  };
}

export default function AdminTypes() {
  const { types } = useLoaderData<typeof loader>();
  return (
    <BackOfficeFrame
      title="Destination types"
      lead="The kinds of trip travellers filter by when they browse. A change shows on the site within a minute."
      actions={
        <Link to="/admin/types/new" className="button button--primary">
          New type
        </Link>
      }
    >
      <div className="back-office-table__scroll">
        <table className="back-office-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Identifier</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                <td>
                  <Link to={`/admin/types/${type.id}`}>{type.name}</Link>
                </td>
                <td>{type.id}</td>
                <td>{type.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BackOfficeFrame>
  );
}
