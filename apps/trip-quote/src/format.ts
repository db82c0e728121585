import {
  countryName,
  formatDate,
  formatKg,
  formatMoney,
  formatPrice,
  formatRating,
  starSlotsForRating,
  travellersLabel,
} from "@travel/domain";
import type { Quote, QuoteLine } from "./quote.js";

function rating({ ratingTenths, reviewCount }: QuoteLine["destination"]): string {
  if (ratingTenths === undefined) return "not rated";
  const stars = starSlotsForRating(ratingTenths)
    .map((filled) => (filled ? "★" : "☆"))
    .join("");
  return `${stars} ${formatRating(ratingTenths)} (${(reviewCount ?? 0).toLocaleString("en-US")} reviews)`;
}

function describe(line: QuoteLine, rank: number): string[] {
  const { destination, estimate } = line;
  const place = `${destination.name}, ${countryName(destination.countryCode) ?? destination.countryCode}`;
  const flight = estimate.startsAtDestination
    ? "no flight: the trip starts there"
    : `flights ${formatKg(estimate.emissions.perPersonKg)} CO₂e per person`;
  return [
    `${rank}. ${place}: ${rating(destination)}`,
    `   ${formatMoney(estimate.estimate.totalCost)} in all, EUR ${formatPrice(line.perPersonCents)} per person; ${flight}`,
    ...(line.flightsLink ? [`   Flights: ${line.flightsLink}`] : []),
    ...(line.hotelsLink ? [`   Hotels:  ${line.hotelsLink}`] : []),
  ];
}

/** The quote as plain text, one block per destination. */
export function formatQuote(quote: Quote): string {
  const head = [
    `From ${quote.from}, ${formatDate(quote.departureDate)} to ${formatDate(quote.returnDate)} ` +
      `(${quote.nights} ${quote.nights === 1 ? "night" : "nights"}), ${travellersLabel(quote.travellers)}`,
    "Estimates from the Wayfarer cost model (flights by distance, hotel and daily costs by place), not partner prices.",
  ];
  if (quote.lines.length === 0) return [...head, "", "No destination matches."].join("\n");
  return [
    ...head,
    ...quote.lines.flatMap((line, index) => ["", ...describe(line, index + 1)]),
  ].join("\n");
}
