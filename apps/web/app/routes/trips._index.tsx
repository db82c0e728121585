import { redirect } from "react-router";
import { PLANNER_PATH } from "@travel/domain";

/** /trips has no page of its own: the planner is where trips start. */
export function loader() {
  return redirect(PLANNER_PATH, 301);
}
