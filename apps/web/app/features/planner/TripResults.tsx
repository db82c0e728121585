import { Link } from "react-router";
import { usePrice } from "~/features/currency/use-price";
import { ArtImage } from "~/features/art/ArtImage";
import type { DestinationTripView } from "~/features/planner/planner-types";
import "./planner.css";

const partLabels = {
  flights: "Flights",
  hotel: "Hotel",
  daily: "Daily costs",
  attractions: "Attractions",
} as const;

/** A small stacked bar of a trip's four parts; the figures are written next to it. */
export function MiniCostBar({ trip }: { trip: Pick<DestinationTripView, "parts"> }) {
  return (
    <span className="cost-bar cost-bar--mini" aria-hidden="true">
      {trip.parts
        .filter((part) => part.cents > 0)
        .map((part) => (
          <span
            key={part.key}
            className={`cost-bar__part cost-bar__part--${part.key}`}
            style={{ flexGrow: part.cents }}
          />
        ))}
    </span>
  );
}

/** The colour key of the cost bars. */
export function CostLegend() {
  return (
    <ul className="cost-legend" aria-hidden="true">
      {Object.entries(partLabels).map(([key, label]) => (
        <li key={key}>
          <span className={`cost-table__swatch cost-bar__part--${key}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Destinations ranked by what the same trip costs there. With `compare`, each row has a
 * checkbox for the comparison form the list sits in.
 */
export function TripResultList({
  trips,
  compare = false,
  start = 1,
}: {
  trips: DestinationTripView[];
  compare?: boolean;
  start?: number;
}) {
  const formatMoney = usePrice();
  return (
    <ol className="trip-results" start={start}>
      {trips.map((trip, index) => (
        <li key={trip.id} className="trip-result" data-destination={trip.id}>
          <span className="trip-result__rank" aria-hidden="true">
            {start + index}
          </span>
          <ArtImage scene={trip.scene} alt="" className="trip-result__art" sizes="6rem" />
          <div className="trip-result__body">
            <h3 className="trip-result__name">
              <Link to={trip.href}>{trip.name}</Link>
              <span className="trip-result__country">{trip.country}</span>
            </h3>
            <MiniCostBar trip={trip} />
            <p className="trip-result__meta">
              {trip.distanceKm > 0
                ? `${trip.distanceKm.toLocaleString("en-US")} km away`
                : "No flight needed"}
              {/* Places built from open data list no priced sights: nothing to count. */}
              {trip.sights > 0 ? ` · ${trip.sights} sight${trip.sights === 1 ? "" : "s"}` : null}
            </p>
          </div>
          <dl className="trip-result__figures">
            <div>
              <dt>Total, everyone</dt>
              <dd className="price" data-figure="total">
                {formatMoney(trip.totalCents)}
              </dd>
            </div>
            <div>
              <dt>Per person</dt>
              <dd data-figure="per-person">{formatMoney(trip.perPersonCents)}</dd>
            </div>
            <div>
              <dt>Flight CO₂e per person, est.</dt>
              <dd data-figure="co2-per-person">
                {trip.co2PerPerson}
                <span className="trip-result__co2-only"> (CO₂ alone {trip.co2OnlyPerPerson})</span>
              </dd>
            </div>
          </dl>
          {compare ? (
            <label className="trip-result__compare">
              <input type="checkbox" name="ids" value={trip.id} />
              Compare<span className="visually-hidden"> {trip.name}</span>
            </label>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
