import { Link } from "react-router";
import { Section } from "~/ui/Section";
import { TripOrigin } from "~/features/home-airport/TripOrigin";
import { HOME_AIRPORT_PATH, type TripOriginView } from "~/features/home-airport/home-airport-types";
import type { HomeCopy } from "~/features/home/home-sections";
import type { DestinationCardData } from "~/features/destinations/destination-card";
import {
  DestinationCard,
  DestinationsEmpty,
  SeeAllDestinations,
} from "../destinations/DestinationCard";

type SectionCopy = { eyebrow: string; title: string; lead: string };

/** The best-value destinations right now (the loader decides which), from the traveller's airport when known. */
export function DealsSection({
  destinations,
  copy,
  empty,
  origin,
}: {
  destinations: DestinationCardData[];
  copy: SectionCopy;
  empty: HomeCopy["emptyDestinations"];
  origin: TripOriginView | null;
}) {
  return (
    <Section
      id="deals"
      tone="sand"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      action={<SeeAllDestinations />}
    >
      {origin ? (
        <TripOrigin origin={origin} />
      ) : (
        <p className="trip-origin">
          <Link to={`${HOME_AIRPORT_PATH}?redirectTo=%2F%23deals`} className="text-link">
            Tell us where you fly from
          </Link>
        </p>
      )}
      {destinations.length === 0 ? (
        <DestinationsEmpty copy={empty} />
      ) : (
        <ul className="card-grid card-grid--wide">
          {destinations.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} layout="wide" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function PopularGrid({
  destinations,
  copy,
  empty,
}: {
  destinations: DestinationCardData[];
  copy: SectionCopy;
  empty: HomeCopy["emptyDestinations"];
}) {
  return (
    <Section
      id="popular"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      action={<SeeAllDestinations />}
    >
      {destinations.length === 0 ? (
        <DestinationsEmpty copy={empty} />
      ) : (
        <ul className="card-grid">
          {destinations.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
