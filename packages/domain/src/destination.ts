import { z } from "zod";
import {
  bestMonthsSources,
  sceneFactsSchema,
  summarySources,
  travelGuideSchema,
} from "./destination-facts.js";
import { weatherNormalsSchema } from "./destination-weather-schema.js";
import { plainLine } from "./plain-text.js";
import { travelAccessSchema, travelAdvisorySchema } from "./travel-access.js";

/**
 * A destination in the catalogue. Money is in hundredths (cents, EUR), ratings in tenths,
 * as the product stores them; formatting happens at the edge (see money.ts, rating.ts).
 */
export const attractionSchema = z.object({
  id: z.string().min(1),
  name: plainLine(z.string().min(1)),
  /** Entry price per person, in cents. 0 for free sights. */
  priceCents: z.number().int().nonnegative(),
});
export type Attraction = z.infer<typeof attractionSchema>;

export const destinationTypeSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: plainLine(z.string().min(1)),
  description: z.string().min(1),
});
export type DestinationType = z.infer<typeof destinationTypeSchema>;

export const climates = [
  "tropical",
  "mediterranean",
  "temperate",
  "continental",
  "arid",
  "cold",
] as const;
export type Climate = (typeof climates)[number];

/** The continents people live on, as the catalogue groups destinations. */
export const continents = [
  "Africa",
  "Asia",
  "Europe",
  "North America",
  "Oceania",
  "South America",
] as const;
export type Continent = (typeof continents)[number];

/** A scheduled-service airport that serves a destination (OurAirports data). */
export const destinationAirportSchema = z.object({
  /** IATA code, e.g. "CDG". */
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Great-circle distance from the city centre, whole km. */
  distanceKm: z.number().int().nonnegative(),
  /** Airports it has scheduled routes to (routes data, August 2022). */
  routes: z.number().int().nonnegative().optional(),
});
export type DestinationAirport = z.infer<typeof destinationAirportSchema>;

/**
 * Figures a destination takes from open data that an editor may set instead, each with the
 * reason said beside it wherever the figure is shown (decision 174). The rest (country,
 * population, currencies, languages, advice) are facts the editors do not change.
 */
export const overridableFacts = [
  "coordinates",
  "timeZone",
  "airportCode",
  "climate",
  "nightlyRate",
  "dailyCost",
] as const;
export type OverridableFact = (typeof overridableFacts)[number];

/** An editor's figure in place of the data's: which, and why. */
export const factOverrideSchema = z.object({
  fact: z.enum(overridableFacts),
  reason: plainLine(z.string().trim().min(1).max(200)),
});
export type FactOverride = z.infer<typeof factOverrideSchema>;

/** The picture widths of spec §9: every photo is rendered at each one it is at least as wide as. */
export const PHOTO_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/**
 * The widths a photo `originalWidth` pixels wide is rendered at: the spec's widths up to the
 * original (never enlarged); a photo narrower than the smallest gets its own width only.
 */
export function photoWidths(originalWidth: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [Math.max(1, Math.floor(originalWidth))];
}

/**
 * A photo an editor uploaded: its renditions live under its id (content-addressed by a random
 * id, so an address never changes what it shows). Alt text, credit and licence are required.
 */
export const destinationPhotoSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{16,40}$/),
  alt: plainLine(z.string().trim().min(1).max(300)),
  credit: plainLine(z.string().trim().min(1).max(200)),
  licence: plainLine(z.string().trim().min(1).max(100)),
  /** The original's size after turning it upright; renditions keep its aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type DestinationPhoto = z.infer<typeof destinationPhotoSchema>;

/**
 * Where a destination's hotel and daily costs come from: set by hand for a featured place, or
 * scaled from the World Bank price level of its country, else the median level of its
 * continent's countries, else of the world's, when its country has no figure.
 */
export const costBases = ["hand-set", "price-level", "continent-median", "world-median"] as const;
export type CostBasis = (typeof costBases)[number];

export const destinationSchema = z.object({
  /** Numeric id used in detail paths such as /destinations/123. */
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** City or place name as travellers know it; one line (it is a calendar event's title). */
  name: plainLine(z.string().min(1)),
  /** Lower-case ISO 3166-1 alpha-2 code, e.g. "pt". */
  countryCode: z.string().regex(/^[a-z]{2}$/),
  /** IATA code of the main airport, e.g. "LIS". */
  airportCode: z.string().regex(/^[A-Z]{3}$/),
  /** The city centre (GeoNames), not the airport: map pins and structured data use it. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Ids of destination types (beach, city, ...). */
  typeIds: z.array(z.string()).min(1),
  /** Set for hand-written places only; the artwork falls back to a neutral scene. */
  climate: z.enum(climates).optional(),
  /** The editors' summary, else the travel guide's first sentence (see summarySource). */
  summary: z.string().min(1).optional(),
  summarySource: z.enum(summarySources).optional(),
  description: z.string().min(1).optional(),
  /** Typical nightly rate of a double room, in cents. */
  nightlyRateCents: z.number().int().positive(),
  /** Typical spend per person per day (food, local transport), in cents. */
  dailyCostCents: z.number().int().positive(),
  /** Average review score in tenths (0..50); places built from open data have none. */
  ratingTenths: z.number().int().min(0).max(50).optional(),
  reviewCount: z.number().int().nonnegative().optional(),
  attractions: z.array(attractionSchema),
  /** Months (1..12) with the best weather. */
  bestMonths: z.array(z.number().int().min(1).max(12)),
  bestMonthsSource: z.enum(bestMonthsSources).optional(),
  // Facts from open data (the catalogue importer): optional so older records still read.
  /** GeoNames id of the city the destination is centred on. */
  geonameId: z.number().int().positive().optional(),
  /** Population of that city (GeoNames). */
  population: z.number().int().nonnegative().optional(),
  continent: z.enum(continents).optional(),
  /** IANA time zone of the city centre, e.g. "Europe/Paris". */
  timeZone: z.string().min(1).optional(),
  /** ISO 4217 codes of the country's currencies. */
  currencyCodes: z.array(z.string().regex(/^[A-Z]{3}$/)).optional(),
  /** The country's official languages, in English. */
  languages: z.array(z.string().min(1)).optional(),
  /** Airports serving the place, nearest first; the one named by airportCode is among them. */
  airports: z.array(destinationAirportSchema).optional(),
  costBasis: z.enum(costBases).optional(),
  /** The World Bank price level (USA = 100) the costs were scaled from, when they were. */
  priceLevel: z.number().positive().optional(),
  /** Editors' photos, the hero first; without any, pages show generated art. */
  photos: z.array(destinationPhotoSchema).optional(),
  /** The place's Wikivoyage article (its summary's credit and the popularity signal). */
  guide: travelGuideSchema.optional(),
  /** Monthly climate normals (Wikipedia's climate tables), where a table was matched. */
  weather: weatherNormalsSchema.optional(),
  /** The country's official travel advice (Canada, United States). */
  advisory: travelAdvisorySchema.optional(),
  /** Scheduled flights, or the gateway a place without an airport is reached from. */
  access: travelAccessSchema.optional(),
  /** What the generated picture is drawn from. */
  scene: sceneFactsSchema.optional(),
  /** The figures editors set in place of the data's, with their reasons (decision 174). */
  overrides: z.array(factOverrideSchema).optional(),
});
export type Destination = z.infer<typeof destinationSchema>;
