import { Link } from "react-router";
import { GROUP_PATH } from "./group-types";

/** The way in from the planner pages: one line under their lead. */
export function GroupTripLink() {
  return (
    <p className="trip-page__lead">
      Travelling from different cities? <Link to={GROUP_PATH}>Find where your group can meet</Link>,
      and what each party pays.
    </p>
  );
}
