import type { FindPlaceForms } from "~/features/find-place/FindPlace";
import type { HomeCopy } from "~/features/home/home-sections";
import type { HomeSectionKind, HomeVariant } from "~/features/home/home-variants";
import { FavouriteIdsProvider } from "~/features/favourites/favourite-ids";
import { BlogTeasers, type BlogTeaser } from "./BlogTeasers";
import { CtaBand } from "./CtaBand";
import { DealsSection, PopularGrid } from "./DestinationGrids";
import { FeaturedCarousel } from "./FeaturedCarousel";
import { HomeHero } from "./HomeHero";
import { HowItWorks } from "./HowItWorks";
import { Newsletter } from "./Newsletter";
import { Testimonials } from "./Testimonials";
import type { TripCostExample } from "./TripCostTeaser";
import { LazyTripCostTeaser } from "./LazyTripCostTeaser";
import type { DestinationCardData } from "~/features/destinations/destination-card";
import { WhyUs } from "./WhyUs";
import type { TripOriginView } from "~/features/home-airport/home-airport-types";
import "./home.css";

export type HomePageData = {
  variant: HomeVariant;
  featured: DestinationCardData[];
  deals: DestinationCardData[];
  /** Where the deals' trips start; null when the traveller has not said (cheapest stays then). */
  dealsFrom: TripOriginView | null;
  popular: DestinationCardData[];
  posts: BlogTeaser[];
  /** Null when the catalogue cannot give the example: the section is left out. */
  tripCostExample: TripCostExample | null;
  copy: HomeCopy;
  /** The find-place widget's forms, rendered on the server (features/find-place/find-place.server.tsx). */
  findPlaceForms: FindPlaceForms;
  /** The signed-in user's saved destinations (empty for visitors), for the cards' hearts. */
  favouriteIds: number[];
};

function HomeSection({ kind, data }: { kind: HomeSectionKind; data: HomePageData }) {
  switch (kind) {
    case "featured-carousel":
      return (
        <FeaturedCarousel
          destinations={data.featured}
          copy={data.copy.featured}
          empty={data.copy.emptyDestinations}
        />
      );
    case "deals":
      return (
        <DealsSection
          destinations={data.deals}
          copy={data.dealsFrom ? data.copy.deals : data.copy.dealsWithoutFlights}
          origin={data.dealsFrom}
          empty={data.copy.emptyDestinations}
        />
      );
    case "popular-grid":
      return (
        <PopularGrid
          destinations={data.popular}
          copy={data.copy.popular}
          empty={data.copy.emptyDestinations}
        />
      );
    case "trip-cost":
      return data.tripCostExample ? (
        <LazyTripCostTeaser example={data.tripCostExample} copy={data.copy.tripCost} />
      ) : null;
    case "testimonials":
      return <Testimonials copy={data.copy.testimonials} />;
    case "blog":
      return <BlogTeasers posts={data.posts} copy={data.copy.blog} />;
    case "newsletter":
      return <Newsletter copy={data.copy.newsletter} />;
    case "why-us":
      return <WhyUs copy={data.copy.whyUs} />;
    case "how-it-works":
      return <HowItWorks copy={data.copy.howItWorks} />;
    case "cta":
      return <CtaBand copy={data.copy.cta} />;
  }
}

/** A home variant: its hero, then its sections in its own order. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <div className={`home home--${data.variant.number}`} data-home-variant={data.variant.number}>
      <HomeHero hero={data.variant.hero} panels={data.copy.findPlace} forms={data.findPlaceForms} />
      <FavouriteIdsProvider ids={data.favouriteIds}>
        {data.variant.sections.map((kind) => (
          <HomeSection key={kind} kind={kind} data={data} />
        ))}
      </FavouriteIdsProvider>
    </div>
  );
}
