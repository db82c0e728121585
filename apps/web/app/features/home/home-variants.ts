import type { SceneSpec } from "~/features/art/art-addresses";

/**
 * The ten home pages are compositions of the same sections in different orders, hero layouts
 * and moods. Each variant states what it is for, so they do not drift into copies.
 */
export type HomeSectionKind =
  | "featured-carousel"
  | "deals"
  | "popular-grid"
  | "trip-cost"
  | "testimonials"
  | "blog"
  | "newsletter"
  | "why-us"
  | "how-it-works"
  | "cta";

type HeroLayout = "split" | "centered" | "panorama" | "compact";

export type HomeVariant = {
  /** 1 for "/", 2..10 for "/home/home_N". */
  number: number;
  title: string;
  description: string;
  hero: {
    layout: HeroLayout;
    eyebrow: string;
    title: string;
    lead: string;
    scene: SceneSpec;
    sceneAlt: string;
  };
  sections: HomeSectionKind[];
};

export const homeVariants: HomeVariant[] = [
  {
    number: 1,
    title: "Find where to go next",
    description:
      "Destination guides with honest per-person trip costs, plus flight and hotel search with trusted partners.",
    hero: {
      layout: "split",
      eyebrow: "Plan smarter trips",
      title: "Find where to go next, and what it will really cost",
      lead: "Compare destinations by the price per person, then book flights and hotels with partners you know.",
      scene: { seed: "home-1", climate: "mediterranean", landscape: "coast", time: "golden" },
      sceneAlt: "A palm-lined beach at golden hour",
    },
    sections: [
      "featured-carousel",
      "why-us",
      "deals",
      "trip-cost",
      "testimonials",
      "blog",
      "newsletter",
    ],
  },
  {
    number: 2,
    title: "City breaks",
    description:
      "Short city breaks priced per person: museums, markets and neighbourhoods within a weekend.",
    hero: {
      layout: "panorama",
      eyebrow: "City breaks",
      title: "Three days, one city, no surprises on the bill",
      lead: "Weekend-sized trips with the flight, the hotel and the sights already added up.",
      scene: { seed: "home-2", climate: "temperate", landscape: "city", time: "dusk" },
      sceneAlt: "A city skyline at dusk with lit windows",
    },
    sections: ["popular-grid", "how-it-works", "deals", "blog", "cta"],
  },
  {
    number: 3,
    title: "Beach escapes",
    description:
      "Warm water and long evenings: beach destinations with flights and hotels compared in one place.",
    hero: {
      layout: "centered",
      eyebrow: "Sun and sea",
      title: "Your beach is closer than you think",
      lead: "From Atlantic surf towns to quiet tropical coves, with the cost per person up front.",
      scene: { seed: "home-3", climate: "tropical", landscape: "coast", time: "day" },
      sceneAlt: "A tropical beach with palm trees under a blue sky",
    },
    sections: ["featured-carousel", "trip-cost", "testimonials", "newsletter"],
  },
  {
    number: 4,
    title: "Mountain air",
    description:
      "Mountain destinations for hikers, skiers and anyone after fresh air, with typical costs per person.",
    hero: {
      layout: "split",
      eyebrow: "Mountains",
      title: "Trade the inbox for a summit view",
      lead: "Trails, lakes and snow-sure winters: mountain trips planned down to the lift pass.",
      scene: { seed: "home-4", climate: "cold", landscape: "mountains", time: "dawn" },
      sceneAlt: "Snowy peaks at dawn above a pine forest",
    },
    sections: ["why-us", "popular-grid", "blog", "testimonials", "cta"],
  },
  {
    number: 5,
    title: "Deals this month",
    description: "The destinations with the lowest typical costs right now, compared per person.",
    hero: {
      layout: "compact",
      eyebrow: "Deals",
      title: "This month's best-value destinations",
      lead: "Places where a great trip costs less than you would expect, ranked by price per person.",
      scene: { seed: "home-5", climate: "arid", landscape: "desert", time: "golden" },
      sceneAlt: "Desert dunes and palms in the evening sun",
    },
    sections: ["deals", "trip-cost", "featured-carousel", "newsletter"],
  },
  {
    number: 6,
    title: "Culture and old towns",
    description:
      "Old towns, palaces and the stories behind them: culture trips with costs worked out.",
    hero: {
      layout: "panorama",
      eyebrow: "Culture & history",
      title: "Walk through a thousand years in a weekend",
      lead: "Old towns, cathedrals and markets, with entry prices counted into every estimate.",
      scene: { seed: "home-6", climate: "mediterranean", landscape: "old-town", time: "golden" },
      sceneAlt: "An old town of terracotta roofs and bell towers",
    },
    sections: ["featured-carousel", "blog", "how-it-works", "testimonials", "cta"],
  },
  {
    number: 7,
    title: "Plan by budget",
    description:
      "Start from what you want to spend: trip costs per person for flights, hotels, sights and daily spending.",
    hero: {
      layout: "centered",
      eyebrow: "Plan by budget",
      title: "Start with your budget, end with a destination",
      lead: "Every estimate adds flights, hotel, attractions and daily costs, then divides by the number of travellers.",
      scene: { seed: "home-7", climate: "temperate", landscape: "hills", time: "day" },
      sceneAlt: "Green rolling hills with rows of vines",
    },
    sections: ["trip-cost", "how-it-works", "deals", "why-us", "newsletter"],
  },
  {
    number: 8,
    title: "Islands",
    description:
      "Island hopping made simple: ferries, hubs and what an island trip costs per person.",
    hero: {
      layout: "split",
      eyebrow: "Islands",
      title: "Slow down on island time",
      lead: "Coves, ferries and fresh fish: island trips planned around the boat timetable.",
      scene: { seed: "home-8", climate: "tropical", landscape: "island", time: "dusk" },
      sceneAlt: "A palm-covered island and a sailing boat at dusk",
    },
    sections: ["popular-grid", "testimonials", "trip-cost", "blog"],
  },
  {
    number: 9,
    title: "Travel stories",
    description:
      "Guides, budgets and practical know-how from our editors, with destinations to match.",
    hero: {
      layout: "compact",
      eyebrow: "Travel stories",
      title: "Read first, then go",
      lead: "Practical guides from our editors: what to see, what it costs and when to travel.",
      scene: { seed: "home-9", climate: "continental", landscape: "old-town", time: "night" },
      sceneAlt: "An old town at night with lit windows",
    },
    sections: ["blog", "featured-carousel", "why-us", "newsletter"],
  },
  {
    number: 10,
    title: "Search flights and hotels",
    description:
      "Search flights and hotels with trusted partners, after comparing what each destination costs.",
    hero: {
      layout: "panorama",
      eyebrow: "Flights & hotels",
      title: "Search once, compare trusted partners",
      lead: "Pick your dates and travellers; we hand your search to partners with prices in euros.",
      scene: { seed: "home-10", climate: "continental", landscape: "mountains", time: "golden" },
      sceneAlt: "Mountain ridges in the golden evening light",
    },
    sections: ["how-it-works", "deals", "popular-grid", "testimonials", "cta"],
  },
];

/** The variant for a home path number (1 is "/"). */
export function homeVariant(number: number): HomeVariant | undefined {
  return homeVariants.find((variant) => variant.number === number);
}
