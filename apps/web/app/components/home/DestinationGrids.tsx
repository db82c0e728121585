import type { Destination } from "@travel/domain";
import { Section } from "~/components/ui/Section";
import { DestinationCard, DestinationsEmpty } from "./DestinationCard";

/** The best-value destinations right now (the loader decides which). */
export function DealsSection({ destinations }: { destinations: Destination[] }) {
  return (
    <Section
      id="deals"
      tone="sand"
      eyebrow="Good value"
      title="Deals worth packing for"
      lead="Destinations where a comfortable hotel and good food cost less than you might expect."
    >
      {destinations.length === 0 ? (
        <DestinationsEmpty />
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

export function PopularGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <Section id="popular" eyebrow="Loved by travellers" title="Popular destinations" lead="The places our readers plan most often.">
      {destinations.length === 0 ? (
        <DestinationsEmpty />
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
