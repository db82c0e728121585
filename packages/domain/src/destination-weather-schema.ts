import { z } from "zod";

/**
 * The shape of a destination's weather (monthly climate normals), apart from the rules in
 * destination-weather.ts: a module that builds zod schemas when it loads is kept whole by a
 * bundler, so a page that needs only a rule's thresholds would carry zod too (decision 152).
 */

const twelve = <T extends z.ZodType>(item: T) => z.array(item).length(12);
const figure = z.number().finite();

const weatherSources = ["wikipedia-2021", "wikipedia-2015"] as const;

export const weatherNormalsSchema = z.object({
  /** The Wikipedia article whose "Climate data" box the figures come from. */
  place: z.string().min(1),
  url: z.url(),
  source: z.enum(weatherSources),
  /**
   * How the box was matched to the place: by its coordinates (its own), by the article's title,
   * or as the nearest box on the same side of the shore (a neighbour's figures, see `label`).
   */
  matchedBy: z.enum(["coordinates", "title", "nearest"]),
  /** From the place's centre to the box's coordinates, whole km (when matched by coordinates). */
  distanceKm: z.number().int().nonnegative().optional(),
  /** Said beside a neighbour's figures: "nearest station: Battambang, 77 km". */
  label: z.string().min(1).optional(),
  /** Average daily high and low, °C, January first. */
  highC: twelve(figure),
  lowC: twelve(figure),
  /** Average days with rain or snow (the box's own threshold, ≥ 0.1 or ≥ 1 mm). */
  rainyDays: twelve(z.number().nonnegative().nullable()).optional(),
  /** Average precipitation, mm a month. */
  precipMm: twelve(z.number().nonnegative().nullable()).optional(),
  /** Mean sunshine, hours a month. */
  sunHours: twelve(z.number().nonnegative().nullable()).optional(),
});
export type WeatherNormals = z.infer<typeof weatherNormalsSchema>;
