import type { Destination } from "@travel/domain";

/**
 * The seam to the destination catalogue service (@travel/firebase-client). Until it is wired,
 * the site has no destinations to show and every section renders its empty state.
 */
export type CatalogueReader = {
  featured(limit: number): Promise<Destination[]>;
  bestValue(limit: number): Promise<Destination[]>;
  popular(limit: number): Promise<Destination[]>;
};

const emptyCatalogue: CatalogueReader = {
  featured: async () => [],
  bestValue: async () => [],
  popular: async () => [],
};

let catalogue: CatalogueReader = emptyCatalogue;

export function getCatalogue(): CatalogueReader {
  return catalogue;
}

/** Installs the real catalogue (at server start) or a fake one (in tests). */
export function setCatalogue(reader: CatalogueReader): void {
  catalogue = reader;
}
