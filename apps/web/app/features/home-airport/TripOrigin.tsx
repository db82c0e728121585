import { Link } from "react-router";
import type { TripOriginView } from "./home-airport-types";
import "./home-airport.css";

/** "From Paris (CDG) · change": where the costs beside it start, and how to start elsewhere. */
export function TripOrigin({ origin }: { origin: TripOriginView }) {
  return (
    <p className="trip-origin" data-trip-origin={origin.label}>
      From {origin.label} ·{" "}
      <Link to={origin.changeHref} className="text-link">
        change<span className="visually-hidden"> where you fly from</span>
      </Link>
    </p>
  );
}
