import { ChevronLeft, ChevronRight, Pause, Play } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Section } from "~/ui/Section";
import type { HomeCopy } from "~/features/home/home-sections";
import type { DestinationCardData } from "~/features/destinations/destination-card";
import {
  DestinationCard,
  DestinationsEmpty,
  SeeAllDestinations,
} from "../destinations/DestinationCard";

/** Time each slide stays before the next one (spec §9). */
const CAROUSEL_INTERVAL_MS = 5000;

/** Slides are min(85 % of the container, 20rem) wide (.carousel), never a whole phone screen. */
const SLIDE_IMAGE_SIZES = "(max-width: 23.5rem) 85vw, 20rem";

/**
 * Featured destinations in a horizontally scrolling row (CSS scroll snap, so touch swipes
 * are native). Advances every 5 s unless paused, hovered, focused or reduced motion is set.
 */
export function FeaturedCarousel({
  destinations,
  copy,
  empty,
}: {
  destinations: DestinationCardData[];
  copy: { eyebrow: string; title: string; lead: string };
  empty: HomeCopy["emptyDestinations"];
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const canAutoplay = destinations.length > 1;

  useEffect(() => {
    if (!canAutoplay || paused || interacting) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => step(1, true), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [canAutoplay, paused, interacting]);

  function step(direction: 1 | -1, wrap = false) {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    if (wrap && direction === 1 && atEnd) track.scrollTo({ left: 0, behavior: "smooth" });
    else track.scrollBy({ left: direction * (slide.offsetWidth + 16), behavior: "smooth" });
  }

  return (
    <Section
      id="featured"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      action={
        canAutoplay ? (
          <div className="carousel-controls">
            <SeeAllDestinations />
            <div className="carousel-controls__buttons">
              <button
                type="button"
                className="icon-button icon-button--outline"
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? (
                  <Play aria-hidden="true" size={18} />
                ) : (
                  <Pause aria-hidden="true" size={18} />
                )}
                <span className="visually-hidden">
                  {paused ? "Play the carousel" : "Pause the carousel"}
                </span>
              </button>
              <button
                type="button"
                className="icon-button icon-button--outline"
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden="true" size={18} />
                <span className="visually-hidden">Previous destinations</span>
              </button>
              <button
                type="button"
                className="icon-button icon-button--outline"
                onClick={() => step(1)}
              >
                <ChevronRight aria-hidden="true" size={18} />
                <span className="visually-hidden">Next destinations</span>
              </button>
            </div>
          </div>
        ) : (
          <SeeAllDestinations />
        )
      }
    >
      {destinations.length === 0 ? (
        <DestinationsEmpty copy={empty} />
      ) : (
        <ul
          ref={trackRef}
          className="carousel"
          aria-label={copy.title}
          onPointerEnter={() => setInteracting(true)}
          onPointerLeave={() => setInteracting(false)}
          onFocus={() => setInteracting(true)}
          onBlur={() => setInteracting(false)}
        >
          {destinations.map((destination) => (
            <li key={destination.id} className="carousel__slide">
              <DestinationCard destination={destination} imageSizes={SLIDE_IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
