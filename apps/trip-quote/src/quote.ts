import {
  countryName,
  createPartnerLinks,
  type Destination,
  type DestinationEstimate,
  estimateDestinationTrip,
  IATA_CODE_PATTERN,
  matchesSearch,
  nightsBetween,
  type PartnerLinks,
  perPersonCost,
  travellerCount,
  type Travellers,
  tripPlanSchema,
} from "@travel/domain";
import { findOrigin } from "./catalogue.js";
import { QuoteInputError } from "./errors.js";

export interface QuoteRequest {
  /** IATA code of the airport the party leaves from. */
  from: string;
  departureDate: string;
  returnDate: string;
  /** Counts as typed (strings from a command line or a form) or numbers. */
  adults?: string | number;
  children?: string | number;
  infants?: string | number;
  /** Words to look for in a destination's name, country or types; every destination without. */
  search?: string;
  /** How many destinations to quote, cheapest first. */
  limit?: number;
}

export interface QuoteLine {
  destination: Destination;
  estimate: DestinationEstimate;
  /** Spec §9: round((attraction + daily + flight + hotel) / travellers), in cents. */
  perPersonCents: number;
  /** Partner searches; left out when the trip has no flight or no night. */
  flightsLink?: string;
  hotelsLink?: string;
}

export interface Quote {
  from: string;
  departureDate: string;
  returnDate: string;
  nights: number;
  travellers: Travellers;
  lines: QuoteLine[];
}

function partnerLink(build: () => string): string | undefined {
  try {
    return build();
  } catch {
    // The partner links refuse a trip they cannot search (a same-day stay, no flight needed).
    return undefined;
  }
}

/** What the trip costs at each destination that matches, cheapest first. */
export function quoteTrips(
  destinations: readonly Destination[],
  request: QuoteRequest,
  links: PartnerLinks = createPartnerLinks(),
): Quote {
  const from = request.from.trim().toUpperCase();
  if (!IATA_CODE_PATTERN.test(from)) {
    throw new QuoteInputError(
      `"${request.from}" is not an airport code (three letters, e.g. LIS).`,
    );
  }
  const origin = findOrigin(destinations, from);
  if (!origin) throw new QuoteInputError(`No destination of the catalogue is served by ${from}.`);
  const plan = tripPlanSchema.safeParse(request);
  if (!plan.success) {
    throw new QuoteInputError(plan.error.issues.map((issue) => issue.message).join(" "));
  }
  const { departureDate, returnDate, ...travellers } = plan.data;
  const nights = nightsBetween(departureDate, returnDate);
  const search = request.search ?? "";
  const lines = destinations
    .filter((destination) =>
      matchesSearch(
        {
          name: destination.name,
          country: countryName(destination.countryCode),
          types: destination.typeIds,
        },
        search,
      ),
    )
    .map((destination): QuoteLine => {
      const estimate = estimateDestinationTrip(destination, {
        origin,
        nights,
        travellers,
        attractionIds: "all",
      });
      const flies = !estimate.startsAtDestination;
      return {
        destination,
        estimate,
        perPersonCents: perPersonCost(estimate.estimate, travellerCount(travellers)),
        flightsLink: flies
          ? partnerLink(() =>
              links.flights({
                ...travellers,
                origin: from,
                destination: destination.airportCode,
                departureDate,
                returnDate,
              }),
            )
          : undefined,
        hotelsLink: partnerLink(() =>
          links.hotels({
            ...travellers,
            city: destination.name,
            country: destination.countryCode,
            checkIn: departureDate,
            checkOut: returnDate,
          }),
        ),
      };
    })
    .sort((a, b) => a.estimate.estimate.totalCost - b.estimate.estimate.totalCost)
    .slice(0, request.limit ?? Number.POSITIVE_INFINITY);
  return { from, departureDate, returnDate, nights, travellers, lines };
}
