import { z } from "zod";
import { climateClasses } from "./destination-weather.js";

/**
 * Facts the catalogue importer reads from open data for every place: its travel guide and what
 * its picture needs (decisions 140 and 143).
 */

/** The place's English Wikivoyage article: its summary's source and the popularity signal. */
export const travelGuideSchema = z.object({
  title: z.string().min(1),
  url: z.url(),
  /**
   * How many distinct articles its "Go next" section links, or that link to it there: how
   * connected the place is as a travel destination (the "popular" order, decision 140).
   */
  goNext: z.number().int().nonnegative(),
});
export type TravelGuide = z.infer<typeof travelGuideSchema>;

/** Who wrote the summary: the editors, or the guide's first sentence (credited, CC BY-SA). */
export const summarySources = ["editors", "wikivoyage"] as const;
/** Who chose the best months: the editors, or the best-months rule on the climate normals. */
export const bestMonthsSources = ["editors", "climate"] as const;

export const landSettings = ["coast", "island", "inland"] as const;
export const citySizes = ["town", "city", "metropolis"] as const;
export type CitySize = (typeof citySizes)[number];

/** A place of this many people is a city; of CITY_SIZES.metropolis a metropolis (a skyline). */
export const CITY_SIZES = Object.freeze({ city: 100_000, metropolis: 2_000_000 });

export function citySizeOf(population: number): CitySize {
  return population >= CITY_SIZES.metropolis
    ? "metropolis"
    : population >= CITY_SIZES.city
      ? "city"
      : "town";
}

/** What the generated picture is drawn from, read from the place's data. */
export const sceneFactsSchema = z.object({
  climate: z.enum(climateClasses),
  /** "normals" from the climate table; "latitude" when the place has none. */
  climateBasis: z.enum(["normals", "latitude"]),
  setting: z.enum(landSettings),
  /** From the centre to the nearest sea coast (Natural Earth 1:10m land), whole km. */
  coastKm: z.number().int().nonnegative(),
  mountains: z.boolean(),
  size: z.enum(citySizes),
});
export type SceneFacts = z.infer<typeof sceneFactsSchema>;
