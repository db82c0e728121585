import { data } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { NotFound } from "~/features/layout/NotFound";

/** Any address no other route claims: a friendly page inside the frame, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: "Page not found · Wayfarer" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
