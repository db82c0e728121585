import { travellerCategories } from "./traveller-categories.js";

/**
 * The travelling party. Rules users expect from airline bookings:
 * - at least one adult (children and infants do not travel alone);
 * - no more infants than adults (each infant sits on an adult's lap);
 * - at most 9 seated travellers (adults + children), the usual limit of one airline booking.
 *   Infants do not take a seat, so they do not count towards the 9.
 */
export const MAX_SEATED_TRAVELLERS = 9;

/** Shown when no traveller has been chosen yet. */
export const DEFAULT_TRAVELLERS_LABEL = "Adults";

export interface Travellers {
  adults: number;
  children: number;
  infants: number;
}

export const travellerMessages = {
  count: "Enter a whole number of travellers.",
  noAdult: "Add at least one adult.",
  tooManyInfants: "Each infant travels on an adult's lap: add an adult or remove an infant.",
  tooManySeated: `Up to ${MAX_SEATED_TRAVELLERS} adults and children can travel on one booking.`,
} as const;

/** Everyone in the party, infants included. */
export function travellerCount(party: Partial<Travellers>): number {
  return (party.adults ?? 0) + (party.children ?? 0) + (party.infants ?? 0);
}

/** Hotel rooms the party needs: two seated travellers per room, infants share (always at least one). */
export function roomsNeeded(party: Pick<Travellers, "adults" | "children">): number {
  return Math.max(1, Math.ceil((party.adults + party.children) / 2));
}

/**
 * A short summary for the traveller picker: "2 Adults, 1 Child", "1 Adult, 2 Infants".
 * Categories with no one are left out; with no one at all it reads "Adults", the picker's default label.
 */
export function travellersLabel(party: Partial<Travellers>): string {
  const parts = travellerCategories.flatMap((category) => {
    const n = party[category.value] ?? 0;
    if (!(n > 0)) return [];
    return [`${n} ${n === 1 ? category.singular : category.label}`];
  });
  return parts.length > 0 ? parts.join(", ") : DEFAULT_TRAVELLERS_LABEL;
}
