import { redirect } from "@remix-run/node";

/** /trips has no page of its own: the planner is where trips start. */
export function loader() {
  return redirect("/trips/plan", 301);
}
