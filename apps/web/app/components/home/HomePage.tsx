import type { Destination } from "@travel/domain";
import type { HomeSectionKind, HomeVariant } from "~/content/home-variants";
import { BlogTeasers, type BlogTeaser } from "./BlogTeasers";
import { CtaBand } from "./CtaBand";
import { DealsSection, PopularGrid } from "./DestinationGrids";
import { FeaturedCarousel } from "./FeaturedCarousel";
import { HomeHero } from "./HomeHero";
import { HowItWorks } from "./HowItWorks";
import { Newsletter } from "./Newsletter";
import { Testimonials } from "./Testimonials";
import { TripCostTeaser, type TripCostExample } from "./TripCostTeaser";
import { WhyUs } from "./WhyUs";

export type HomePageData = {
  variant: HomeVariant;
  featured: Destination[];
  deals: Destination[];
  popular: Destination[];
  posts: BlogTeaser[];
  tripCostExample: TripCostExample;
};

function HomeSection({ kind, data }: { kind: HomeSectionKind; data: HomePageData }) {
  switch (kind) {
    case "featured-carousel":
      return <FeaturedCarousel destinations={data.featured} />;
    case "deals":
      return <DealsSection destinations={data.deals} />;
    case "popular-grid":
      return <PopularGrid destinations={data.popular} />;
    case "trip-cost":
      return <TripCostTeaser example={data.tripCostExample} />;
    case "testimonials":
      return <Testimonials />;
    case "blog":
      return <BlogTeasers posts={data.posts} />;
    case "newsletter":
      return <Newsletter />;
    case "why-us":
      return <WhyUs />;
    case "how-it-works":
      return <HowItWorks />;
    case "cta":
      return <CtaBand />;
  }
}

/** A home variant: its hero, then its sections in its own order. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <div className={`home home--${data.variant.number}`} data-home-variant={data.variant.number}>
      <HomeHero hero={data.variant.hero} />
      {data.variant.sections.map((kind) => (
        <HomeSection key={kind} kind={kind} data={data} />
      ))}
    </div>
  );
}
