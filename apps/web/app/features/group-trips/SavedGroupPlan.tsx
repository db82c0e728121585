import { Link } from "react-router";
import "./group-trips.css";

/** A favourite's saved group plan on My destinations, with the link that reopens it exactly. */
export function SavedGroupPlan({
  group,
  destinationName,
}: {
  group: { description: string; href: string; calendarHref: string } | null;
  destinationName: string;
}) {
  if (!group) return null;
  return (
    <div className="saved-group-plan">
      <p className="saved-group-plan__title">Group trip</p>
      <p className="saved-group-plan__detail">{group.description}</p>
      <Link to={group.href} className="text-link">
        Reopen the group plan<span className="visually-hidden"> for {destinationName}</span>
      </Link>{" "}
      <a href={group.calendarHref} download className="text-link">
        Add to my calendar (.ics)
        <span className="visually-hidden"> the group trip to {destinationName}</span>
      </a>
    </div>
  );
}
