import { formatDate, type Destination } from "@travel/domain";
import type { AdviceDates } from "./travel-advice-types";

export type { AdviceDates };

const byCatalogue = new WeakMap<readonly Destination[], AdviceDates>();

/**
 * How old the catalogue's travel advice is: the latest date each government's advice carries
 * (Canada's and the United States' pages, as the import copied them). Said next to the option
 * that brings kept-out places back, so a traveller knows what "under a travel advisory" rests on.
 */
export function adviceDates(destinations: readonly Destination[]): AdviceDates {
  let dates = byCatalogue.get(destinations);
  if (!dates) {
    let canada = "";
    let unitedStates = "";
    for (const { advisory } of destinations) {
      if (advisory?.canada && advisory.canada.updated > canada) canada = advisory.canada.updated;
      if (advisory?.unitedStates && advisory.unitedStates.updated > unitedStates)
        unitedStates = advisory.unitedStates.updated;
    }
    dates = {
      canada: canada ? formatDate(canada) : null,
      unitedStates: unitedStates ? formatDate(unitedStates) : null,
    };
    byCatalogue.set(destinations, dates);
  }
  return dates;
}
