/**
 * Copy of the home page's editorial sections. It is read by the home loader, so the words
 * travel once in the page's data instead of also in its JavaScript. Every claim here must hold
 * for every place in the catalogue, most of which come from open data without an editor's visit
 * (88 % have climate normals, 1 % an editor's rating): say "most" or name the source, never "every".
 */
export const homeCopy = {
  featured: {
    eyebrow: "Where to next",
    title: "Featured destinations",
    lead: "The places our editors rate highest, with typical hotel rates and daily costs.",
  },
  deals: {
    eyebrow: "Good value",
    title: "Deals worth packing for",
    lead: "The cheapest whole trips for two, a week with flights, hotel, meals and sights, one place per country.",
  },
  dealsWithoutFlights: {
    eyebrow: "Good value",
    title: "Deals worth packing for",
    lead: "The cheapest places for a week's stay for two, hotel and meals, one place per country. Tell us where you fly from and we add the flights.",
  },
  popular: {
    eyebrow: "Popular",
    title: "Places travellers plan around",
    lead: "Ranked by how many trips their travel guide links to, with what a night and a day there typically cost.",
  },
  emptyDestinations: {
    title: "New destination guides are on their way",
    text: "Our editors are checking this season's prices. Meanwhile, tell us where you would like to go and we will send you ideas.",
  },
  blog: { eyebrow: "From the blog", title: "Guides from our editors" },
  newsletter: {
    title: "One good idea a month",
    lead: "A destination worth your time, what it costs and when to go. No spam, unsubscribe any time.",
  },
  cta: {
    title: "Keep your shortlist in one place",
    text: "Create a free account to save favourite destinations and compare their costs side by side.",
  },
  findPlace: {
    Flights: {
      title: "Search return flights",
      text: "Choose where you leave from, where you are going, your dates and who is travelling; we hand the search to our airline partners with economy fares in euros.",
    },
    Hotel: {
      title: "Search hotels",
      text: "Pick a city, check-in and check-out dates and the number of guests; our hotel partners show rooms with prices for your whole stay.",
    },
  },
  whyUs: {
    eyebrow: "Why Wayfarer",
    title: "Planning that respects your time and budget",
    reasons: [
      {
        icon: "calculator",
        title: "Costs per person",
        text: "Flights, hotel, sights and daily spend added up and split fairly between travellers.",
      },
      {
        icon: "shield",
        title: "Figures with their sources",
        text: "Every guide says where its prices, weather and facts come from: our editors' checks or the open data they are drawn from.",
      },
      {
        icon: "users",
        title: "Trusted partners",
        text: "Book flights and hotels with established partners; we never hide fees behind a search.",
      },
      {
        icon: "sun",
        title: "Travel at the right time",
        text: "Most guides chart the weather month by month and name the best months to go; the weather filter finds places warm or dry in the month you travel.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "From idea to booking in three steps",
    steps: [
      {
        title: "Choose a destination",
        text: "Browse guides by type, climate or budget, and save favourites to compare later.",
      },
      {
        title: "Check the real cost",
        text: "See what a trip costs per person for your dates and group, from flights to daily spending.",
      },
      {
        title: "Book with partners",
        text: "Search flights and hotels with our partners; your dates and travellers are already filled in.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Travellers say",
    title: "Plans that held up on the road",
    quotes: [
      {
        quote:
          "We had three cities on our shortlist. Seeing the cost per person side by side made the choice in ten minutes.",
        name: "Priya and Tom",
        trip: "Porto, 5 nights",
      },
      {
        quote:
          "The estimate for our family of five was within forty euros of what we actually spent. That never happens.",
        name: "The Okonkwo family",
        trip: "Crete, 10 nights",
      },
      {
        quote:
          "I love that the guides tell you when not to go. We went in late September and had the beaches to ourselves.",
        name: "Hannah",
        trip: "Algarve, 7 nights",
      },
    ],
  },
  tripCost: {
    eyebrow: "Trip costs",
    title: "Know the price per person before you book",
    text: "Every estimate adds the four costs of a trip and divides them by the number of travellers. No teaser fares, no missing hotel nights: the figure you compare is the one that matters.",
    steps: [
      "Pick a destination and your dates.",
      "Tell us who is travelling: adults, children and infants.",
      "See the cost per person, then book with our partners.",
    ],
  },
} as const;

export type HomeCopy = typeof homeCopy;
