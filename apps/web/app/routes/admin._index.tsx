import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BackOfficeFrame } from "~/features/back-office/BackOfficeFrame";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "");

export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  return { email: editor.email };
}

export default function BackOfficeHome() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <BackOfficeFrame title="Back-office" lead={<>Signed in as {email}.</>}>
      <ul className="back-office__cards">
        <li className="back-office__panel">
          <h2 className="back-office__subtitle">
            <Link to="/admin/destinations">Destinations</Link>
          </h2>
          <p>
            Start a destination from a place of the open data, write it, add its photos and publish
            it; the list shows what each place still lacks.
          </p>
        </li>
        <li className="back-office__panel">
          <h2 className="back-office__subtitle">
            <Link to="/admin/posts">Blog posts</Link>
          </h2>
          <p>Write, schedule, publish and unpublish articles.</p>
        </li>
        <li className="back-office__panel">
          <h2 className="back-office__subtitle">
            <Link to="/admin/types">Destination types</Link>
          </h2>
          <p>Name and describe the kinds of trip travellers filter by.</p>
        </li>
      </ul>
    </BackOfficeFrame>
  );
}
