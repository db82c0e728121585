import { z } from "zod";

/**
 * A destination in the catalogue. Money is in hundredths (cents, EUR), ratings in tenths,
 * as the product stores them; formatting happens at the edge (see money.ts, rating.ts).
 */
export const attractionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Entry price per person, in cents. 0 for free sights. */
  priceCents: z.number().int().nonnegative(),
});
export type Attraction = z.infer<typeof attractionSchema>;

export const destinationTypeSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
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

export const destinationSchema = z.object({
  /** Numeric id used in detail paths such as /destinations/123. */
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** City or place name as travellers know it. */
  name: z.string().min(1),
  /** Lower-case ISO 3166-1 alpha-2 code, e.g. "pt". */
  countryCode: z.string().regex(/^[a-z]{2}$/),
  /** IATA code of the main airport, e.g. "LIS". */
  airportCode: z.string().regex(/^[A-Z]{3}$/),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Ids of destination types (beach, city, ...). */
  typeIds: z.array(z.string()).min(1),
  climate: z.enum(climates),
  summary: z.string().min(1),
  description: z.string().min(1),
  /** Typical nightly rate of a double room, in cents. */
  nightlyRateCents: z.number().int().positive(),
  /** Typical spend per person per day (food, local transport), in cents. */
  dailyCostCents: z.number().int().positive(),
  /** Average review score in tenths (0..50). */
  ratingTenths: z.number().int().min(0).max(50),
  reviewCount: z.number().int().nonnegative(),
  attractions: z.array(attractionSchema),
  /** Months (1..12) with the best weather. */
  bestMonths: z.array(z.number().int().min(1).max(12)),
});
export type Destination = z.infer<typeof destinationSchema>;
