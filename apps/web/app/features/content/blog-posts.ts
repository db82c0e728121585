import type { SceneSpec } from "~/features/art/art-addresses";

/** A paragraph, a sub-heading, a list or a highlighted tip: enough for a travel guide. */
export type BlogBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "tip"; text: string };

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  publishedOn: string;
  author: { name: string; role: string };
  category: "Planning" | "Budget" | "Destinations" | "Know-how";
  scene: SceneSpec;
  sceneAlt: string;
  body: BlogBlock[];
};

export const blogPosts: BlogPost[] = [
  {
    slug: "what-a-week-in-lisbon-really-costs",
    title: "What a week in Lisbon really costs",
    excerpt:
      "Flights, a central room, tram passes, custard tarts and a day in Sintra: we added up every line so you can plan a realistic budget.",
    publishedOn: "2025-03-18",
    author: { name: "Marta Quintela", role: "Destination editor" },
    category: "Budget",
    scene: {
      seed: "blog-lisbon-week",
      climate: "mediterranean",
      landscape: "old-town",
      time: "golden",
    },
    sceneAlt: "Terracotta roofs and a bell tower in warm evening light",
    body: [
      {
        kind: "paragraph",
        text: "Lisbon keeps topping lists of affordable European capitals, but 'affordable' means little until you put numbers next to it. We priced a seven-night stay for two in late spring, booked about two months ahead, and split every cost per person.",
      },
      { kind: "heading", text: "The four lines of every trip budget" },
      {
        kind: "paragraph",
        text: "We plan every trip with the same four lines: the flight, the hotel, the attractions you will pay to enter, and a daily allowance for food and local transport. Added together and divided by the number of travellers, they give the per-person figure that tells you whether a trip fits.",
      },
      {
        kind: "list",
        items: [
          "Return flight from a major European hub: €120–€220 per person outside school holidays.",
          "A double room in Baixa, Chiado or Príncipe Real: €95–€140 a night, so €330–€490 each for the week.",
          "Attractions: Jerónimos Monastery, the Oceanário, Belém Tower and Pena Palace add up to about €70.",
          "Daily spend: €45–€60 covers a pastry breakfast, a tasca lunch, dinner with wine and a 24-hour transport pass.",
        ],
      },
      {
        kind: "tip",
        text: "Buy a rechargeable Viva Viagem card on arrival. Zapping (pay-as-you-go) is cheaper than single tickets and also works on the train to Sintra and Cascais.",
      },
      { kind: "heading", text: "Where the money goes further" },
      {
        kind: "paragraph",
        text: "Lunch is the best-value meal in the city: many neighbourhood restaurants serve a prato do dia with soup, a main course and a drink for €10–€13. Museums are free on Sunday mornings for residents only, so do not plan around it, but many viewpoints, the riverside walk to Belém and the LX Factory cost nothing at all.",
      },
      { kind: "heading", text: "The total" },
      {
        kind: "paragraph",
        text: "With mid-range choices our week came to about €1,050 per person, flights included. Travelling in February or November brings hotel prices down by a third; travelling in August pushes them up by as much.",
      },
    ],
  },
  {
    slug: "how-we-calculate-trip-costs",
    title: "How we calculate trip costs per person",
    excerpt:
      "Every destination on Wayfarer shows a per-person estimate. Here is exactly what goes into it, what does not, and how to adjust it for your own trip.",
    publishedOn: "2025-02-04",
    author: { name: "Jonas Berg", role: "Head of product" },
    category: "Know-how",
    scene: { seed: "blog-trip-costs", climate: "temperate", landscape: "hills", time: "day" },
    sceneAlt: "Rolling green hills under a bright sky",
    body: [
      {
        kind: "paragraph",
        text: "A price on its own rarely answers the question travellers actually ask: can we afford this trip? That is why every destination shows what a trip costs for each person travelling, not just a nightly rate.",
      },
      { kind: "heading", text: "What goes in" },
      {
        kind: "list",
        items: [
          "Flight cost: a typical economy return fare for the whole group.",
          "Hotel cost: the typical nightly rate of a double room multiplied by the number of nights.",
          "Attraction cost: the entry prices of the sights you pick, for everyone travelling.",
          "Daily cost: a typical spend on food and local transport per person per day.",
        ],
      },
      {
        kind: "paragraph",
        text: "We add the four lines and divide by the number of travellers, rounding to the nearest euro. Infants and children count as travellers, because they take a seat on most flights and need feeding too.",
      },
      { kind: "heading", text: "What stays out" },
      {
        kind: "paragraph",
        text: "Travel insurance, souvenirs, checked luggage fees and airport transfers vary too much from one person to the next to estimate honestly, so we leave them out. Budget roughly 10% on top for them.",
      },
      {
        kind: "tip",
        text: "Prices are stored to the cent and shown in euros with two decimals. When a partner shows a different figure, theirs is the one you will pay: ours is a planning estimate.",
      },
    ],
  },
  {
    slug: "shoulder-season-the-best-time-to-travel",
    title: "Shoulder season: the best weeks to travel",
    excerpt:
      "The weeks just before and after peak season bring softer prices, shorter queues and weather that is often better for sightseeing. Here is how to find them.",
    publishedOn: "2025-01-14",
    author: { name: "Aiko Tanaka", role: "Travel writer" },
    category: "Planning",
    scene: {
      seed: "blog-shoulder-season",
      climate: "mediterranean",
      landscape: "coast",
      time: "dawn",
    },
    sceneAlt: "A quiet beach at dawn with palm trees",
    body: [
      {
        kind: "paragraph",
        text: "Peak season is peak for a reason: school holidays, reliable sunshine and every ferry running. But the few weeks on either side often give you most of the good weather at a fraction of the price and the crowds.",
      },
      { kind: "heading", text: "How to find the shoulder weeks" },
      {
        kind: "list",
        items: [
          "Start from a destination's best months and look at the month before and after them.",
          "Check school holidays in the countries that send the most visitors, not just your own.",
          "Watch for local festivals: they are worth planning around, but hotel prices follow them.",
          "In the tropics, the end of the rainy season is usually greener and quieter than the dry peak.",
        ],
      },
      {
        kind: "paragraph",
        text: "In southern Europe that usually means May, June, late September and October. Sea temperatures lag behind the air by about a month, so autumn swims are warmer than spring ones.",
      },
      {
        kind: "tip",
        text: "Many attractions switch to winter opening hours in October. Check the last entry time before you plan a day around one.",
      },
    ],
  },
  {
    slug: "a-first-timers-guide-to-the-alps-in-winter",
    title: "A first-timer's guide to the Alps in winter",
    excerpt:
      "You do not need to ski to love an Alpine winter. Scenic trains, frozen lakes and fondue huts make a week in the mountains worth it for everyone.",
    publishedOn: "2024-12-02",
    author: { name: "Lena Hofer", role: "Mountain correspondent" },
    category: "Destinations",
    scene: { seed: "blog-alps-winter", climate: "cold", landscape: "mountains", time: "day" },
    sceneAlt: "Snow-capped peaks above a forest of pines",
    body: [
      {
        kind: "paragraph",
        text: "Winter in the Alps is often sold as a ski holiday, and the lift passes priced accordingly. Yet half of the visitors in many resorts never clip into a binding. Here is how to enjoy the mountains on foot, by train and at the table.",
      },
      { kind: "heading", text: "Without skis" },
      {
        kind: "list",
        items: [
          "Winter hiking trails are groomed like pistes and marked in pink; they need only good boots.",
          "Sledging runs of several kilometres start at many mountain stations and cost a lift ticket and a sledge rental.",
          "Panoramic trains run all year and are at their most dramatic after fresh snow.",
          "Thermal baths in the valleys are the best way to end a cold day.",
        ],
      },
      { kind: "heading", text: "Planning the budget" },
      {
        kind: "paragraph",
        text: "Accommodation is the biggest line: prices double over Christmas, New Year and the February holidays. January, after the first week, and March are the sweet spots, with good snow and quieter slopes.",
      },
      {
        kind: "tip",
        text: "Regional guest cards, handed out by many hotels, include free local buses and discounts on lifts and museums. Ask for one at check-in.",
      },
    ],
  },
  {
    slug: "packing-light-for-a-two-week-trip",
    title: "Packing light for a two-week trip",
    excerpt:
      "One carry-on bag for fourteen days is easier than it sounds. A simple list, a laundry plan and three rules that save money at every airport.",
    publishedOn: "2024-11-12",
    author: { name: "Samuel Okafor", role: "Contributor" },
    category: "Know-how",
    scene: { seed: "blog-packing-light", climate: "temperate", landscape: "road", time: "golden" },
    sceneAlt: "A carry-on case beside a road winding through green hills",
    body: [
      {
        kind: "paragraph",
        text: "Checked luggage costs money on most fares, slows you down at both ends and is the one thing that can go missing. With a little planning, a single cabin bag covers two weeks in almost any climate.",
      },
      { kind: "heading", text: "Three rules" },
      {
        kind: "list",
        items: [
          "Pack for one week and plan one laundry stop; most hotels and many apartments make it easy.",
          "Choose one colour family so every top goes with every bottom.",
          "Wear the bulkiest shoes and jacket on the plane.",
        ],
      },
      { kind: "heading", text: "The list" },
      {
        kind: "list",
        items: [
          "Five tops, two trousers or skirts, one pair of shorts, one warm layer, one light rain jacket.",
          "Seven sets of underwear and socks, sleepwear, swimwear if needed.",
          "Walking shoes (worn) and one pair of light sandals or trainers.",
          "Toiletries in 100 ml containers in one clear bag, plus a universal adapter and a power bank.",
        ],
      },
      {
        kind: "tip",
        text: "Check your airline's cabin bag size before you buy a new bag: the limits differ by a few centimetres, and so do the fees at the gate.",
      },
    ],
  },
  {
    slug: "island-hopping-without-the-stress",
    title: "Island hopping without the stress",
    excerpt:
      "Ferries, timetables and where to base yourself: a practical way to see three islands in ten days without spending half of them in a port.",
    publishedOn: "2024-10-08",
    author: { name: "Marta Quintela", role: "Destination editor" },
    category: "Planning",
    scene: {
      seed: "blog-island-hopping",
      climate: "tropical",
      landscape: "island",
      time: "golden",
    },
    sceneAlt: "A small palm-covered island and a sailing boat at golden hour",
    body: [
      {
        kind: "paragraph",
        text: "Island hopping sounds relaxed until you are waiting at a harbour at six in the morning for a ferry that left yesterday. A little structure keeps it a holiday.",
      },
      { kind: "heading", text: "Pick a hub" },
      {
        kind: "paragraph",
        text: "Choose islands on the same ferry line and base yourself on the one with the most connections. Day trips from a hub are often easier than moving every second night, and you unpack only once.",
      },
      { kind: "heading", text: "Timetables and tickets" },
      {
        kind: "list",
        items: [
          "Summer timetables are usually published in spring; book the busiest crossings as soon as they appear.",
          "Fast boats are pricier and more weather-sensitive than conventional ferries.",
          "Keep a buffer day before any flight home: sea crossings are cancelled when the wind picks up.",
        ],
      },
      {
        kind: "tip",
        text: "Ten days comfortably covers three islands: four nights, three nights and three nights, with the longest stay on the hub.",
      },
    ],
  },
];

/** Newest first, as the blog lists them. */
export function postsNewestFirst(posts: readonly BlogPost[] = blogPosts): BlogPost[] {
  return [...posts].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** Reading time at a relaxed 200 words a minute, at least one minute. */
export function readingMinutes(post: BlogPost): number {
  const words = post.body
    .flatMap((block) => (block.kind === "list" ? block.items : [block.text]))
    .join(" ")
    .split(/\s+/).length;
  return Math.max(1, Math.ceil(words / 200));
}
