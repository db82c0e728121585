import tzLookup from "@photostructure/tz-lookup";
import {
  attractionSchema,
  climates,
  type Continent,
  type Destination,
  type DestinationAirport,
  destinationSchema,
  type DestinationType,
  destinationTypeSchema,
  greatCircleKm,
} from "@travel/domain";
import { z } from "zod";
import { type CostModel, fitCostModel, priceLevelFor, scaledCosts } from "./costs.js";
import { type RegistryEntry, registerFeatured, registerPlaces } from "./ids.js";
import {
  type AirportNearby,
  airportsNear,
  assignAirports,
  mainAirport,
  servingAirports,
} from "./qualify.js";
import type { Airport, City, Country, Sources } from "./sources.js";

/**
 * A hand-written place (data/featured-places.json): its copy, sights, ratings and hand-set
 * costs win; the data fills in its coordinates, country facts, time zone and airports. It
 * names its GeoNames city, which need not qualify on its own (Santorini is centred on Firá).
 */
const featuredPlaceSchema = z.object({
  geonameId: z.number().int().positive(),
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  airportCode: z.string().regex(/^[A-Z]{3}$/),
  typeIds: z.array(z.string()).min(1),
  climate: z.enum(climates),
  summary: z.string().min(1),
  description: z.string().min(1),
  nightlyRateCents: z.number().int().positive(),
  dailyCostCents: z.number().int().positive(),
  ratingTenths: z.number().int().min(0).max(50),
  reviewCount: z.number().int().nonnegative(),
  bestMonths: z.array(z.number().int().min(1).max(12)),
  attractions: z.array(attractionSchema),
});
export type FeaturedPlace = z.infer<typeof featuredPlaceSchema>;

/** What every destination the importer writes has, hand-written or not. */
export const importedDestinationSchema = destinationSchema.required({
  geonameId: true,
  population: true,
  continent: true,
  timeZone: true,
  currencyCodes: true,
  languages: true,
  airports: true,
  costBasis: true,
});

/** Every destination built from data is typed as a city break: it is a city with an airport. */
const DATA_BUILT_TYPE_IDS = ["city-break"];

export interface ImportInputs {
  sources: Sources;
  featured: readonly FeaturedPlace[];
  destinationTypes: readonly DestinationType[];
  registry: readonly RegistryEntry[];
}

export interface ImportResult {
  destinations: Destination[];
  destinationTypes: DestinationType[];
  registry: RegistryEntry[];
  costModel: CostModel;
  report: {
    destinations: number;
    featured: number;
    fromData: number;
    newIds: number;
    byContinent: Record<Continent, number>;
    /** Qualifying cities left out because the country data has no such country or continent. */
    skipped: string[];
  };
}

const toRecordAirport = (airport: AirportNearby): DestinationAirport => ({
  code: airport.code,
  name: airport.name,
  // OurAirports gives up to 14 decimals; 5 is a metre, plenty for a flight's length.
  latitude: Number(airport.latitude.toFixed(5)),
  longitude: Number(airport.longitude.toFixed(5)),
  distanceKm: Math.round(airport.distanceKm),
});

/** Builds the catalogue from the sources; pure: same inputs, same catalogue and registry. */
export function buildCatalogue(inputs: ImportInputs): ImportResult {
  const { sources } = inputs;
  const featured = z.array(featuredPlaceSchema).parse(inputs.featured);
  const destinationTypes = z.array(destinationTypeSchema).parse(inputs.destinationTypes);
  const citiesById = new Map(sources.cities.map((city) => [city.geonameId, city]));
  const countries = new Map(sources.countries.map((country) => [country.code, country]));
  const airportsByCode = new Map(sources.airports.map((airport) => [airport.code, airport]));
  const served = assignAirports(sources.cities, sources.airports);
  const serving = servingAirports(sources.airports);
  const nearbyAirports = (city: City) => airportsNear(city, serving);

  const skipped: string[] = [];
  const countryOf = (city: City): (Country & { continent: Continent }) | null => {
    const country = countries.get(city.countryCode);
    if (country?.continent) return { ...country, continent: country.continent };
    skipped.push(`${city.name} (${city.countryCode}, GeoNames ${city.geonameId})`);
    return null;
  };

  const featuredCities = featured.map((place) => {
    const city = citiesById.get(place.geonameId);
    if (!city) throw new Error(`Featured place ${place.slug}: no GeoNames city ${place.geonameId}`);
    return { place, city };
  });
  const featuredIds = new Set(featured.map((place) => place.geonameId));
  const dataCities = [...served.keys()]
    .filter((geonameId) => !featuredIds.has(geonameId))
    .map((geonameId) => citiesById.get(geonameId) as City)
    .filter((city) => countryOf(city) !== null);

  const withFeatured = registerFeatured(inputs.registry, featured);
  const { registry, added } = registerPlaces(withFeatured, dataCities);
  const idOf = new Map(registry.map((entry) => [entry.geonameId, entry]));

  const priceLevelOf = (country: Country) =>
    priceLevelFor(country, sources.countries, sources.priceLevels);
  const costModel = fitCostModel(
    featuredCities.flatMap(({ place, city }) => {
      const country = countries.get(city.countryCode);
      const level = country ? priceLevelOf(country) : undefined;
      return level?.basis === "price-level"
        ? [
            {
              priceLevel: level.priceLevel,
              nightlyRateCents: place.nightlyRateCents,
              dailyCostCents: place.dailyCostCents,
            },
          ]
        : [];
    }),
  );

  const facts = (city: City, country: Country & { continent: Continent }) => ({
    countryCode: city.countryCode.toLowerCase(),
    latitude: city.latitude,
    longitude: city.longitude,
    geonameId: city.geonameId,
    population: city.population,
    continent: country.continent,
    timeZone: tzLookup(city.latitude, city.longitude),
    currencyCodes: country.currencyCodes,
    languages: country.languages,
  });

  const destinations: Destination[] = [];
  for (const { place, city } of featuredCities) {
    const country = countryOf(city);
    if (!country) throw new Error(`Featured place ${place.slug}: no country ${city.countryCode}`);
    const main = airportsByCode.get(place.airportCode);
    if (!main) throw new Error(`Featured place ${place.slug}: no airport ${place.airportCode}`);
    const { geonameId: _geonameId, ...written } = place;
    destinations.push({
      ...written,
      ...facts(city, country),
      airports: withMainAirport(city, nearbyAirports(city), main).map(toRecordAirport),
      costBasis: "hand-set",
    });
  }
  for (const city of dataCities) {
    const country = countryOf(city) as Country & { continent: Continent };
    const entry = idOf.get(city.geonameId) as RegistryEntry;
    const airports = nearbyAirports(city);
    const main = mainAirport(served.get(city.geonameId) as AirportNearby[]);
    const { priceLevel, basis } = priceLevelOf(country);
    destinations.push({
      id: entry.id,
      slug: entry.slug,
      name: city.name,
      airportCode: main.code,
      typeIds: DATA_BUILT_TYPE_IDS,
      ...scaledCosts(costModel, priceLevel),
      attractions: [],
      bestMonths: [],
      ...facts(city, country),
      airports: withMainAirport(city, airports, main).map(toRecordAirport),
      costBasis: basis,
      priceLevel,
    });
  }
  destinations.sort((a, b) => a.id - b.id);
  for (const destination of destinations) importedDestinationSchema.parse(destination);

  const byContinent = Object.fromEntries(
    (["Africa", "Asia", "Europe", "North America", "Oceania", "South America"] as const).map(
      (continent) => [continent, destinations.filter((d) => d.continent === continent).length],
    ),
  ) as Record<Continent, number>;
  return {
    destinations,
    destinationTypes,
    registry,
    costModel,
    report: {
      destinations: destinations.length,
      featured: featured.length,
      fromData: dataCities.length,
      newIds: added.length + (withFeatured.length - inputs.registry.length),
      byContinent,
      skipped: [...new Set(skipped)],
    },
  };
}

/** The airports near the city, with the main one added when it is further away. */
function withMainAirport(
  city: City,
  nearby: readonly AirportNearby[],
  main: Airport,
): AirportNearby[] {
  if (nearby.some((airport) => airport.code === main.code)) return [...nearby];
  return [...nearby, { ...main, distanceKm: greatCircleKm(city, main) }].sort(
    (a, b) => a.distanceKm - b.distanceKm,
  );
}
