// The repository's catalogue wired to the seeding function. Kept apart from index.ts so that
// importing the services does not load the catalogue. The data is built from open data by
// tooling/catalogue-import and committed as data/catalogue.json; nothing of it is typed here.
import { readFileSync } from "node:fs";
import type { Firestore } from "firebase-admin/firestore";
import {
  type Catalogue,
  type CatalogueData,
  type SeedSummary,
  seedCatalogue,
} from "./catalogue.js";

/** Read from src/catalogue (tests) and dist/catalogue (the built seed) alike. */
const CATALOGUE_FILE = new URL("../../data/catalogue.json", import.meta.url);

export const defaultCatalogue: CatalogueData = (() => {
  const { destinations, destinationTypes, archivedDestinations } = JSON.parse(
    readFileSync(CATALOGUE_FILE, "utf8"),
  ) as CatalogueData;
  return { destinations, destinationTypes, archivedDestinations: archivedDestinations ?? [] };
})();

/** Seeds the repository's catalogue, through the services or straight into a Firestore. */
export function seedDefaultCatalogue(
  target: Pick<Catalogue, "seed"> | Firestore,
): Promise<SeedSummary> {
  return "seed" in target ? target.seed(defaultCatalogue) : seedCatalogue(target, defaultCatalogue);
}

// The blog posts that ship with the site seed beside the catalogue (data/posts/*.md).
export { parsePostFile, readDefaultPosts } from "../editorial/seed-posts.js";
export { type PostSeedSummary, seedPosts, type SeedPost } from "../editorial/posts.js";
