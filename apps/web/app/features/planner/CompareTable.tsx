import { Link } from "react-router";
import { ArtImage } from "~/features/art/ArtImage";
import { usePrice } from "~/features/currency/use-price";
import { COMPARE_ROWS, compareHighlights, distanceLabel } from "./compare-view";
import type { DestinationTripView } from "./planner-types";
import { CostLegend, MiniCostBar } from "./TripResults";
import { TripOrigin } from "~/features/home-airport/TripOrigin";
import type { TripOriginView } from "~/features/home-airport/home-airport-types";

/** The same trip to each compared destination, one column each, with what it costs and emits. */
export function CompareTable({
  compared,
  party,
  nights,
  origin,
}: {
  compared: DestinationTripView[];
  party: string;
  nights: number;
  origin: TripOriginView | null;
}) {
  const formatMoney = usePrice();
  const { cheapest, greenest } = compareHighlights(compared);
  return (
    <>
      <h2 id="compare-results" className="trip-page__results-title">
        {party}, {nights} night{nights === 1 ? "" : "s"}
      </h2>
      {origin ? <TripOrigin origin={origin} /> : null}
      <CostLegend />
      <div className="compare-scroll" role="region" aria-label="Comparison" tabIndex={0}>
        <table className="compare-table">
          <caption className="visually-hidden">Trip cost by destination</caption>
          <thead>
            <tr>
              <td />
              {compared.map((trip) => (
                <th key={trip.id} scope="col" className="compare-table__place">
                  <ArtImage
                    scene={trip.scene}
                    alt=""
                    className="compare-table__art"
                    sizes="12rem"
                  />
                  <Link to={trip.href}>{trip.name}</Link>
                  <span className="compare-table__country">{trip.country}</span>
                  {trip.totalCents === cheapest ? <span className="tag">Lowest total</span> : null}
                  {trip.co2TotalKg === greenest ? <span className="tag">Lowest CO₂e</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="compare-table__headline">
              <th scope="row">Total, everyone</th>
              {compared.map((trip) => (
                <td key={trip.id} className="price" data-figure="total">
                  {formatMoney(trip.totalCents)}
                  <MiniCostBar trip={trip} />
                </td>
              ))}
            </tr>
            <tr className="compare-table__headline">
              <th scope="row">Per person</th>
              {compared.map((trip) => (
                <td key={trip.id} data-figure="per-person">
                  {formatMoney(trip.perPersonCents)}
                </td>
              ))}
            </tr>
            {COMPARE_ROWS.map((row) => (
              <tr key={row.key} data-part={row.key}>
                <th scope="row">
                  <span
                    className={`cost-table__swatch cost-bar__part--${row.key}`}
                    aria-hidden="true"
                  />{" "}
                  {row.label}
                </th>
                {compared.map((trip) => (
                  <td key={trip.id}>
                    {formatMoney(trip.parts.find((part) => part.key === row.key)?.cents ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Distance</th>
              {compared.map((trip) => (
                <td key={trip.id}>{distanceLabel(trip.distanceKm)}</td>
              ))}
            </tr>
            <tr data-part="co2">
              <th scope="row">Flight CO₂e per person, est.</th>
              {compared.map((trip) => (
                <td key={trip.id} data-figure="co2-per-person">
                  {trip.co2PerPerson}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Flight CO₂e, everyone</th>
              {compared.map((trip) => (
                <td key={trip.id} data-figure="co2-total">
                  {trip.co2Total}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">CO₂ alone per person</th>
              {compared.map((trip) => (
                <td key={trip.id} data-figure="co2-only-per-person">
                  {trip.co2OnlyPerPerson}
                </td>
              ))}
            </tr>
            {compared.some((trip) => trip.sights > 0) ? (
              <tr>
                <th scope="row">Sights included</th>
                {compared.map((trip) => (
                  <td key={trip.id}>{trip.sights > 0 ? trip.sights : "None listed"}</td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="trip-search__disclaimer">
        Each destination's estimate includes every sight it lists. Open a destination to choose
        sights and book. Flight CO₂e is an estimate of the return flights, contrails and emissions
        at altitude included (the CO₂ alone beside it), rounded to two significant figures:{" "}
        <Link to="/methods/co2">how we work it out</Link>.
      </p>
    </>
  );
}
