import { Link } from "react-router";
import { usePrice } from "~/features/currency/use-price";
import { Section } from "~/ui/Section";
import { GROUP_PATH } from "~/features/group-trips/group-types";
import type { HomeCopy } from "~/features/home/home-sections";

/** A worked example of the per-person estimate; the loader computes it with the domain rules. */
export type TripCostExample = {
  destination: string;
  origin: string;
  sights: number;
  nights: number;
  travellers: number;
  flightCost: number;
  hotelCost: number;
  attractionCost: number;
  totalDailyCost: number;
  perPerson: number;
};

export type TripCostTeaserProps = { example: TripCostExample; copy: HomeCopy["tripCost"] };

export function TripCostTeaser({ example, copy }: TripCostTeaserProps) {
  const formatMoney = usePrice();
  const lines = [
    {
      label: "Flights",
      note: `${example.travellers} return tickets from ${example.origin}`,
      cents: example.flightCost,
    },
    { label: "Hotel", note: `${example.nights} nights, one double room`, cents: example.hotelCost },
    {
      label: "Attractions",
      note: `${example.sights} sights for everyone`,
      cents: example.attractionCost,
    },
    { label: "Daily costs", note: "food and local transport", cents: example.totalDailyCost },
  ];
  return (
    <Section id="trip-cost" tone="tint" eyebrow={copy.eyebrow} title={copy.title}>
      <div className="trip-cost">
        <div className="trip-cost__text">
          <p>{copy.text}</p>
          <ol className="trip-cost__steps">
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="trip-cost__links">
            <Link to="/trips/plan" className="button button--primary">
              Plan your trip
            </Link>
            <Link to="/trips/budget" className="button button--secondary">
              Where can we go on our budget?
            </Link>
            <Link to={GROUP_PATH} className="button button--secondary">
              Travelling as a group?
            </Link>
          </p>
          <Link to="/blogs/how-we-calculate-trip-costs" className="text-link">
            How we calculate trip costs
          </Link>
        </div>
        <figure className="trip-cost__card">
          <figcaption className="trip-cost__caption">
            Example: {example.destination}, {example.nights} nights for {example.travellers}
          </figcaption>
          <dl className="trip-cost__lines">
            {lines.map((line) => (
              <div key={line.label} className="trip-cost__line">
                <dt>
                  {line.label}
                  <span>{line.note}</span>
                </dt>
                <dd>{formatMoney(line.cents)}</dd>
              </div>
            ))}
            <div className="trip-cost__line trip-cost__line--total">
              <dt>Per person</dt>
              <dd className="price price--large">{formatMoney(example.perPerson)}</dd>
            </div>
          </dl>
        </figure>
      </div>
    </Section>
  );
}
