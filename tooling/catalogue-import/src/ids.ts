import { z } from "zod";

/**
 * The id registry (data/destination-ids.json): GeoNames id → the destination's numeric id and
 * slug. The importer reads it and only appends, so a place keeps its URL across imports and a
 * GeoNames city is never two destinations. A place that stops qualifying keeps its entry, and
 * gets the same id back if it qualifies again.
 */
const registryEntrySchema = z.object({
  geonameId: z.number().int().positive(),
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

const registrySchema = z.array(registryEntrySchema).superRefine((entries, ctx) => {
  for (const key of ["geonameId", "id", "slug"] as const) {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      if (seen.has(entry[key])) {
        ctx.addIssue({ code: "custom", path: [index, key], message: `duplicate ${key}` });
      }
      seen.add(entry[key]);
    });
  }
});

/** Ids of places added from open data start here, clear of the hand-written places' 101…. */
export const FIRST_DATA_ID = 1001;

const LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** "São Paulo" → "sao-paulo", "Tromsø" → "tromso"; empty when nothing Latin is left. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[øæœßłđðþı]/g, (letter) => LETTERS[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface PlaceToRegister {
  geonameId: number;
  name: string;
  /** Upper- or lower-case ISO2. */
  countryCode: string;
  population: number;
}

/**
 * Appends the places the registry does not know yet, largest first (so the larger of two
 * namesakes gets the plain slug), with ids after the highest one in use. Entries already in the
 * registry are returned unchanged, in their order. A taken slug gets the country code, then the
 * GeoNames id, appended.
 */
export function registerPlaces(
  registry: readonly RegistryEntry[],
  places: readonly PlaceToRegister[],
): { registry: RegistryEntry[]; added: RegistryEntry[] } {
  const entries = registrySchema.parse(registry);
  const known = new Set(entries.map((entry) => entry.geonameId));
  const slugs = new Set(entries.map((entry) => entry.slug));
  let nextId = Math.max(FIRST_DATA_ID - 1, ...entries.map((entry) => entry.id)) + 1;
  const newcomers = places
    .filter((place) => !known.has(place.geonameId))
    .sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const added: RegistryEntry[] = [];
  for (const place of newcomers) {
    if (known.has(place.geonameId)) continue; // the same city listed twice
    const base = slugify(place.name) || "place";
    const slug = [
      base,
      `${base}-${place.countryCode.toLowerCase()}`,
      `${base}-${place.geonameId}`,
    ].find((candidate) => !slugs.has(candidate));
    if (!slug) throw new Error(`registerPlaces: no free slug for ${place.name}`);
    const entry = { geonameId: place.geonameId, id: nextId, slug };
    nextId += 1;
    known.add(place.geonameId);
    slugs.add(slug);
    added.push(entry);
  }
  return { registry: [...entries, ...added], added };
}

/**
 * Puts the hand-written places in the registry under the ids and slugs they already have (their
 * URLs predate the registry). A registry that gives one of them another id or slug is an error,
 * never silently rewritten.
 */
export function registerFeatured(
  registry: readonly RegistryEntry[],
  featured: readonly RegistryEntry[],
): RegistryEntry[] {
  const entries = registrySchema.parse(registry);
  for (const place of featured) {
    const existing = entries.find((entry) => entry.geonameId === place.geonameId);
    if (existing) {
      if (existing.id !== place.id || existing.slug !== place.slug) {
        throw new Error(
          `Featured place ${place.slug} (${place.id}) is ${existing.slug} (${existing.id}) in the registry`,
        );
      }
      continue;
    }
    entries.push({ geonameId: place.geonameId, id: place.id, slug: place.slug });
  }
  return registrySchema.parse(entries);
}
