import { Section } from "~/ui/Section";
import type { HomeCopy } from "~/features/home/home-sections";
import type { DestinationCardData } from "~/features/destinations/destination-card";
import {
  DestinationCard,
  DestinationsEmpty,
  SeeAllDestinations,
} from "../destinations/DestinationCard";

type SectionCopy = { eyebrow: string; title: string; lead: string };

/** The best-value destinations right now (the loader decides which). */
export function DealsSection({
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
      id="deals"
      tone="sand"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      action={<SeeAllDestinations />}
    >
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
