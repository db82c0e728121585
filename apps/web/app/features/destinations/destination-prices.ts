/** What a destination costs on its page: hotel and daily figures, and each sight's entry. */
export type PriceList = {
  nightlyRate: string;
  dailyCost: string;
  attractions: { id: string; name: string; price: string }[];
};

/**
 * The page's price list, formatted with the caller's money format (the visitor's display
 * currency on the public page, euros in the editors' preview). A sight without a fee is "Free".
 */
export function priceList(
  place: {
    nightlyRateCents: number;
    dailyCostCents: number;
    attractions: readonly { id: string; name: string; priceCents: number }[];
  },
  formatMoney: (cents: number) => string,
): PriceList {
  return {
    nightlyRate: formatMoney(place.nightlyRateCents),
    dailyCost: formatMoney(place.dailyCostCents),
    attractions: place.attractions.map(({ id, name, priceCents }) => ({
      id,
      name,
      price: priceCents === 0 ? "Free" : formatMoney(priceCents),
    })),
  };
}

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/** A month's English name from its number, 1 (January) to 12 (December). */
export const monthName = (month: number) => monthNames.format(Date.UTC(2000, month - 1, 1));
