import { data, type MetaFunction } from "react-router";
import { NotFound } from "~/features/layout/NotFound";
import { NOT_FOUND_META } from "~/lib/meta";

/** Any address no other route claims: a friendly page inside the frame, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => NOT_FOUND_META;

export default function NotFoundRoute() {
  return <NotFound />;
}
