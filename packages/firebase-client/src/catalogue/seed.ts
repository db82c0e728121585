// The real catalogue data wired to the seeding function. Kept apart from index.ts so that
// importing the services does not load the catalogue (and the airport data it is built from).
import type { Firestore } from "firebase-admin/firestore";
import { type Catalogue, type SeedSummary, seedCatalogue } from "./catalogue.js";
import { destinations, destinationTypes } from "./seed-data.js";

export const defaultCatalogue = { destinations, destinationTypes };

/** Seeds the repository's catalogue, through the services or straight into a Firestore. */
export function seedDefaultCatalogue(
  target: Pick<Catalogue, "seed"> | Firestore,
): Promise<SeedSummary> {
  return "seed" in target ? target.seed(defaultCatalogue) : seedCatalogue(target, defaultCatalogue);
}
