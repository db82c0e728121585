import { Link, type MetaFunction, useLoaderData } from "react-router";
import { co2MethodView } from "~/features/planner/co2-method.server";
import { pageMeta } from "~/lib/meta";
import { Co2Figures } from "~/features/planner/Co2Figures";
import "~/features/planner/planner.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "How we estimate a trip's flight CO₂e",
    description:
      "The published factors, the distance and the worked example behind the flight CO₂e estimates on our planner, budget, compare and group pages.",
  });

/** The method behind every CO₂e figure on the site, with a worked example the page computes. */
export function loader() {
  return co2MethodView();
}

export default function Co2Method() {
  const { source, upliftPercent, bands, holds, example } = useLoaderData<typeof loader>();
  return (
    <div className="container trip-page methods-page">
      <header className="trip-page__header">
        <p className="eyebrow">Methods</p>
        <h1 className="trip-page__title">How we estimate a trip&apos;s flight CO₂e</h1>
        <p className="trip-page__lead">
          Next to every trip cost we show what its flights emit. It is an estimate for comparing
          places, worked out the same way for every trip, not a measurement of your flight.
        </p>
      </header>
      <div className="prose prose--wide">
        <h2>What we count</h2>
        <p>
          The return flights in economy class, from your airport to the destination&apos;s, for
          everyone with a seat: adults and children. An infant on a lap takes no seat, and the
          factors share a flight&apos;s emissions by the seat space each passenger takes, so we
          count none for them. Hotels, food and getting to the airport are not included. A trip that
          starts at the destination&apos;s own airport has no flight and shows 0 kg.
        </p>

        <h2>The factors</h2>
        <p>
          We use the UK government&apos;s greenhouse-gas conversion factors for company reporting,{" "}
          <a href={source.url} rel="noopener">
            {source.title}
          </a>{" "}
          ({source.publisher}), table &ldquo;{source.table}&rdquo;, in kilograms of CO₂ equivalent
          (CO₂e) per passenger-kilometre, <strong>with radiative forcing</strong>: the extra warming
          of contrails and of emissions released high in the air, not only the CO₂ burnt. Shorter
          flights have higher factors, since take-off and climb weigh more per kilometre.
        </p>
        <table className="methods-table">
          <caption>
            DESNZ {source.year} factors, kg CO₂e per passenger-km, with radiative forcing
          </caption>
          <thead>
            <tr>
              <th scope="col">Flight length</th>
              <th scope="col">Factor</th>
              <th scope="col">CO₂ alone</th>
              <th scope="col">DESNZ row</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.band} data-band={band.band}>
                <th scope="row">
                  {band.label}
                  <span className="methods-table__range">{band.range}</span>
                </th>
                <td className="methods-table__factor">{band.factor}</td>
                <td className="methods-table__factor">{band.co2OnlyFactor}</td>
                <td>{band.row}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          DESNZ bands flights by where they go (within the UK, to and from it up to 3,700 km, and
          beyond); we band them by great-circle distance, so they apply to a trip from anywhere.
          Flights up to 500 km take the domestic factor: that is the length of the UK&apos;s own
          routes it describes. DESNZ gives no separate economy figure for domestic flights, so that
          factor is its average passenger&apos;s.
        </p>

        <h2>The distance</h2>
        <p>
          We take the great-circle distance between the two airports, the same one the planner
          shows. Planes do not fly in straight lines and sometimes circle before landing; DESNZ
          allows for that with a {upliftPercent}% distance uplift that is already built into its
          factors, so we multiply them by the great-circle distance and do not add it twice.
        </p>
        <p>
          Because a shorter band&apos;s factor is higher, a flight just past a band&apos;s end would
          otherwise come out lower than one just before it. Instead it keeps the figure of the
          band&apos;s longest flight until its own factor catches up (from{" "}
          {holds.join(", and from ")}): a longer flight never shows less.
        </p>

        <Co2Figures />

        <h2 id="worked-example">A worked example</h2>
        <p>
          {example.from} to {example.to} and back, for {example.travellers.toLowerCase()}. This page
          works it out with the same function as the planner:
        </p>
        <ol className="methods-steps">
          <li>
            Great-circle distance:{" "}
            <strong data-figure="example-distance">{example.distanceKm}</strong> each way, a{" "}
            {example.band} flight.
          </li>
          <li>
            One leg for one person: {example.distanceKm} × {example.factor} kg ={" "}
            <strong>{example.legKg}</strong>.
          </li>
          <li>
            There and back: {example.legs} legs, rounded to the kilogram ={" "}
            <strong data-figure="example-per-person">{example.perPerson}</strong> per person.
          </li>
          <li>
            {example.seats} seats: <strong data-figure="example-total">{example.total}</strong> of
            CO₂e for the trip&apos;s flights.
          </li>
        </ol>
        <p>
          The <Link to="/trips/plan">trip planner</Link> shows the same figure for a trip from
          Lisbon to Paris for two adults.
        </p>

        <h2>What it leaves out</h2>
        <p>
          Real emissions depend on the aircraft, how full it is, the route, stopovers and the
          weather. The factors are averages over many flights, and we do not add the emissions of
          producing the fuel. Use the figure to compare trips and places, not as a certificate.
        </p>
      </div>
    </div>
  );
}
