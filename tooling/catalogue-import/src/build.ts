import tzLookup from "@photostructure/tz-lookup";
import {
  attractionSchema,
  bestMonthsFromWeather,
  type ClimateClass,
  climateClassOf,
  climates,
  citySizeOf,
  type Continent,
  continents,
  type Destination,
  greatCircleKm,
  type DestinationAirport,
  destinationSchema,
  type DestinationType,
  destinationTypeSchema,
  type SceneFacts,
  type TravelAdvisory,
  type WeatherNormals,
  foldPlaceName,
} from "@travel/domain";
import { z } from "zod";
import { coastFacts } from "./coast.js";
import { type CostModel, fitCostModel, priceLevelFor, scaledCosts } from "./costs.js";
import { type RegistryEntry, registerFeatured, registerPlaces } from "./ids.js";
import { baseTitle, type GuideMatch, matchGuides } from "./match.js";
import type { AdvisoryRow, AirspaceBulletin, RouteAirport } from "./open-data.js";
import { guideSays, typesOf } from "./place-types.js";
import {
  type AirportNearby,
  closedAirspaces,
  gatewayOf,
  mainAirport,
  ownAirports,
  scheduledAirports,
} from "./reach.js";
import type { City, Country, Sources } from "./sources.js";
import { weatherMatcher } from "./weather.js";

/**
 * A hand-written place (data/featured-places.json): its copy, sights, ratings, types, best
 * months and hand-set costs win; the data fills in everything else. It names its GeoNames
 * city, which need not qualify on its own (Santorini is centred on Firá).
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
  access: true,
  scene: true,
  summary: true,
});

/**
 * Which guides make a destination (docs/decisions/140): a guide linked with at least this many
 * others in "Go next" (a developed article, not a stub), or one whose links the source lost.
 */
const SELECTION = Object.freeze({ minGoNext: 6, minAirportRoutes: 10 });

/** A place whose coast is this near is drawn by the sea. */
const COASTAL_KM = 10;

/** Where the picture sets a place: on an island, by the sea or inland (decision 143). */
export function settingOf(coast: { coastKm: number; island: boolean }): SceneFacts["setting"] {
  return coast.island && coast.coastKm <= COASTAL_KM * 3
    ? "island"
    : coast.coastKm <= COASTAL_KM
      ? "coast"
      : "inland";
}

export interface ImportInputs {
  sources: Sources;
  featured: readonly FeaturedPlace[];
  destinationTypes: readonly DestinationType[];
  registry: readonly RegistryEntry[];
}

type Counts = Record<Continent, number>;

export interface ImportResult {
  destinations: Destination[];
  /** Places of an earlier catalogue that no longer qualify: kept at their ids, not listed. */
  archived: Destination[];
  destinationTypes: DestinationType[];
  registry: RegistryEntry[];
  costModel: CostModel;
  report: {
    destinations: number;
    archived: number;
    featured: number;
    newIds: number;
    byContinent: Counts;
    byType: Record<string, number>;
    withSummary: number;
    withWeather: number;
    viaGateway: number;
    keptOut: number;
    /** Places left out because the country data has no such country or continent. */
    skipped: string[];
  };
}

export const toRecordAirport = (airport: AirportNearby): DestinationAirport => ({
  code: airport.code,
  name: airport.name,
  latitude: Number(airport.latitude.toFixed(5)),
  longitude: Number(airport.longitude.toFixed(5)),
  distanceKm: Math.round(airport.distanceKm),
  routes: airport.routesTo.length,
});

export function advisoryOf(row: AdvisoryRow | undefined): TravelAdvisory | undefined {
  if (!row || (!row.canada && !row.unitedStates)) return undefined;
  const levels = [row.canada?.level, row.unitedStates?.level].filter(
    (level): level is number => level !== undefined,
  );
  return {
    doNotTravel: row.doNotTravel,
    level: Math.max(1, ...levels),
    ...(row.canada ? { canada: row.canada } : {}),
    ...(row.unitedStates ? { unitedStates: row.unitedStates } : {}),
  };
}

/** Without a climate table: the tropics and the far north or south by latitude, else temperate. */
export function climateByLatitude(latitude: number): ClimateClass {
  const degrees = Math.abs(latitude);
  return degrees < 23.5 ? "tropical" : degrees >= 60 ? "cold" : "temperate";
}

interface Candidate {
  city: City;
  country: Country & { continent: Continent };
  guide: GuideMatch | undefined;
  featured: FeaturedPlace | undefined;
  airports: AirportNearby[];
  gateway: { name: string; distanceKm: number; airports: AirportNearby[] } | undefined;
}

/** Builds the catalogue from the sources; pure: same inputs, same catalogue and registry. */
export function buildCatalogue(inputs: ImportInputs): ImportResult {
  const { sources } = inputs;
  const featured = z.array(featuredPlaceSchema).parse(inputs.featured);
  const destinationTypes = z.array(destinationTypeSchema).parse(inputs.destinationTypes);
  const typeOrder = destinationTypes.map((type) => type.id);
  const citiesById = new Map(sources.cities.map((city) => [city.geonameId, city]));
  const countries = new Map(sources.countries.map((country) => [country.code, country]));
  const airports = scheduledAirports(sources.airports);
  const closed = closedAirspaces(sources.bulletins);
  const advisories = new Map(sources.advisories.map((row) => [row.code, row]));

  const skipped: string[] = [];
  const countryOf = (city: City): (Country & { continent: Continent }) | null => {
    const country = countries.get(city.countryCode);
    if (country?.continent) return { ...country, continent: country.continent };
    skipped.push(`${city.name} (${city.countryCode}, GeoNames ${city.geonameId})`);
    return null;
  };

  // Every guide matched to its place; the places with airports of their own, by guide title.
  const matches = matchGuides(sources.guides, sources.cities);
  const withAirports = new Map<
    string,
    { city: City; latitude: number; longitude: number; airports: AirportNearby[] }
  >();
  const ownOf = new Map<number, AirportNearby[]>();
  for (const match of matches.values()) {
    const own = ownAirports(match.city, airports);
    ownOf.set(match.city.geonameId, own);
    if (own.length > 0)
      withAirports.set(match.article.title, { ...match.city, city: match.city, airports: own });
  }

  const candidateFor = (city: City, featuredPlace?: FeaturedPlace): Candidate | null => {
    const country = countryOf(city);
    if (!country) return null;
    const guide = matches.get(city.geonameId);
    const own = ownOf.get(city.geonameId) ?? ownAirports(city, airports);
    let gateway: Candidate["gateway"];
    if (own.length === 0 && guide) {
      const found = gatewayOf({ ...city, goNext: guide.article.goNext }, withAirports);
      if (found)
        gateway = {
          name: baseTitle(
            [...withAirports].find(([, place]) => place === found.place)?.[0] ??
              found.place.city.name,
          ),
          distanceKm: Math.round(found.distanceKm),
          airports: found.place.airports,
        };
    }
    return { city, country, guide, featured: featuredPlace, airports: own, gateway };
  };

  const featuredCandidates = featured.map((place) => {
    const city = citiesById.get(place.geonameId);
    if (!city) throw new Error(`Featured place ${place.slug}: no GeoNames city ${place.geonameId}`);
    const candidate = candidateFor(city, place);
    if (!candidate) throw new Error(`Featured place ${place.slug}: no country ${city.countryCode}`);
    return candidate;
  });
  const featuredIds = new Set(featured.map((place) => place.geonameId));

  const qualifying: Candidate[] = [];
  for (const match of [...matches.values()].sort((a, b) => a.city.geonameId - b.city.geonameId)) {
    if (featuredIds.has(match.city.geonameId)) continue;
    const { article } = match;
    const developed = !article.goNextKnown || article.goNextCount >= SELECTION.minGoNext;
    const names = new Set([
      foldPlaceName(match.city.name),
      foldPlaceName(baseTitle(article.title)),
    ]);
    const flownTo = (ownOf.get(match.city.geonameId) ?? []).some(
      (airport) =>
        airport.routesTo.length >= SELECTION.minAirportRoutes &&
        names.has(foldPlaceName(airport.city)),
    );
    if (!developed && !flownTo) continue;
    const candidate = candidateFor(match.city);
    if (candidate && (candidate.airports.length > 0 || candidate.gateway))
      qualifying.push(candidate);
  }
  const qualifyingIds = new Set(qualifying.map((candidate) => candidate.city.geonameId));

  // Places of the registry that no longer qualify: archived at their ids (decision 140).
  const archivedCandidates = inputs.registry
    .filter((entry) => !featuredIds.has(entry.geonameId) && !qualifyingIds.has(entry.geonameId))
    .flatMap((entry) => {
      const city = citiesById.get(entry.geonameId);
      const candidate = city ? candidateFor(city) : null;
      return candidate ? [candidate] : [];
    });

  const nameOf = (candidate: Candidate) =>
    candidate.featured?.name ??
    (candidate.guide ? baseTitle(candidate.guide.article.title) : candidate.city.name);

  const withFeatured = registerFeatured(inputs.registry, featured);
  const { registry, added } = registerPlaces(
    withFeatured,
    qualifying.map((candidate) => ({ ...candidate.city, name: nameOf(candidate) })),
  );
  const idOf = new Map(registry.map((entry) => [entry.geonameId, entry]));

  const priceLevelOf = (country: Country) =>
    priceLevelFor(country, sources.countries, sources.priceLevels);
  const costModel = fitCostModel(
    featuredCandidates.flatMap(({ featured: place, country }) => {
      const level = priceLevelOf(country);
      return place && level.basis === "price-level"
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

  const all = [...featuredCandidates, ...qualifying, ...archivedCandidates];
  const nameCounts = new Map<string, number>();
  for (const candidate of all) {
    const name = foldPlaceName(nameOf(candidate));
    nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
  }
  const weatherOf = weatherMatcher(
    sources.climate,
    nameCounts,
    (point) => coastFacts(point).coastKm,
  );

  const build = (candidate: Candidate): Destination => {
    const { city, country, guide, featured: written } = candidate;
    const entry = idOf.get(city.geonameId) as RegistryEntry;
    const name = nameOf(candidate);
    const names = [
      foldPlaceName(name),
      ...(guide ? [foldPlaceName(baseTitle(guide.article.title))] : []),
    ];
    const coast = coastFacts(city);
    const byline = guide?.article.byline ?? "";
    const weather: WeatherNormals | undefined = weatherOf({
      ...city,
      names,
      coastKm: coast.coastKm,
      mountains: written?.typeIds.includes("mountains") ?? guideSays("mountains", byline),
    });
    const climate = weather ? climateClassOf(weather) : climateByLatitude(city.latitude);
    const typeIds =
      written?.typeIds ??
      typesOf(
        {
          byline,
          population: city.population,
          capital: city.featureCode === "PPLC",
          coastKm: coast.coastKm,
          island: coast.island,
          climate,
          weather,
        },
        typeOrder,
      );
    const scene: SceneFacts = {
      climate,
      climateBasis: weather ? "normals" : "latitude",
      setting: settingOf(coast),
      coastKm: Math.round(coast.coastKm),
      mountains: typeIds.includes("mountains"),
      size: citySizeOf(city.population),
    };
    // A gateway's airports are measured again from this place's centre: the record says how far
    // they are from here, not from the gateway.
    const reached =
      candidate.airports.length > 0
        ? candidate.airports
        : (candidate.gateway?.airports ?? [])
            .map((airport) => ({ ...airport, distanceKm: greatCircleKm(city, airport) }))
            .sort((a, b) => a.distanceKm - b.distanceKm || a.code.localeCompare(b.code));
    const fallback = reached.length > 0 ? reached : nearestAirportOf(city, airports);
    const main = mainAirport(fallback);
    const recordAirports = withMain(city, fallback, written?.airportCode, airports).map(
      toRecordAirport,
    );
    const bulletin = closed.get(city.countryCode);
    const access = {
      scheduledFlights: recordAirports.some((airport) => (airport.routes ?? 0) > 0) && !bulletin,
      ...(candidate.airports.length === 0 && candidate.gateway
        ? { gateway: { name: candidate.gateway.name, distanceKm: candidate.gateway.distanceKm } }
        : {}),
      ...(bulletin ? { airspaceClosed: airspaceOf(bulletin) } : {}),
    };
    const advisory = advisoryOf(advisories.get(city.countryCode));
    const summary = written?.summary ?? (byline === "" ? undefined : byline);
    const bestMonths =
      written && written.bestMonths.length > 0
        ? written.bestMonths
        : weather
          ? bestMonthsFromWeather(weather)
          : [];
    const { priceLevel, basis } = priceLevelOf(country);
    const costs = written
      ? { nightlyRateCents: written.nightlyRateCents, dailyCostCents: written.dailyCostCents }
      : scaledCosts(costModel, priceLevel);
    const { geonameId: _geonameId, ...writtenFields } = written ?? ({} as Partial<FeaturedPlace>);
    return {
      ...writtenFields,
      id: entry.id,
      slug: entry.slug,
      name,
      airportCode: written?.airportCode ?? main.code,
      typeIds,
      ...costs,
      attractions: written?.attractions ?? [],
      bestMonths,
      ...(bestMonths.length > 0
        ? { bestMonthsSource: written?.bestMonths.length ? "editors" : "climate" }
        : {}),
      ...(summary ? { summary, summarySource: written ? "editors" : "wikivoyage" } : {}),
      countryCode: city.countryCode.toLowerCase(),
      latitude: city.latitude,
      longitude: city.longitude,
      geonameId: city.geonameId,
      population: city.population,
      continent: country.continent,
      timeZone: tzLookup(city.latitude, city.longitude),
      currencyCodes: country.currencyCodes,
      languages: country.languages,
      airports: recordAirports,
      costBasis: written ? "hand-set" : basis,
      ...(written ? {} : { priceLevel }),
      ...(guide
        ? {
            guide: {
              title: guide.article.title,
              url: guide.article.url,
              goNext: guide.article.goNextCount,
            },
          }
        : {}),
      ...(weather ? { weather } : {}),
      ...(advisory ? { advisory } : {}),
      access,
      scene,
    } as Destination;
  };

  // Registry ids exist for every featured and qualifying place; an archived place has one already.
  const destinations = [...featuredCandidates, ...qualifying]
    .map(build)
    .sort((a, b) => a.id - b.id);
  const archived = archivedCandidates.map(build).sort((a, b) => a.id - b.id);
  for (const destination of [...destinations, ...archived]) destinationSchema.parse(destination);

  const count = <K extends string>(
    keys: readonly K[],
    keyOf: (d: Destination) => readonly string[],
  ) =>
    Object.fromEntries(
      keys.map((key) => [key, destinations.filter((d) => keyOf(d).includes(key)).length]),
    ) as Record<K, number>;
  return {
    destinations,
    archived,
    destinationTypes,
    registry,
    costModel,
    report: {
      destinations: destinations.length,
      archived: archived.length,
      featured: featured.length,
      newIds: added.length + (withFeatured.length - inputs.registry.length),
      byContinent: count(continents, (d) => [d.continent ?? ""]),
      byType: count(typeOrder, (d) => d.typeIds),
      withSummary: destinations.filter((d) => d.summary).length,
      withWeather: destinations.filter((d) => d.weather).length,
      viaGateway: destinations.filter((d) => d.access?.gateway).length,
      keptOut: destinations.filter((d) => d.advisory?.doNotTravel || !d.access?.scheduledFlights)
        .length,
      skipped: [...new Set(skipped)],
    },
  };
}

export function airspaceOf(bulletin: AirspaceBulletin) {
  return { bulletin: `EASA ${bulletin.reference}: ${bulletin.airspace}`, url: bulletin.url };
}

/**
 * A place with no airport near (archived places only): its country's nearest scheduled
 * airport, else the nearest anywhere (Niue's Alofi has none in the routes data).
 */
function nearestAirportOf(city: City, airports: readonly RouteAirport[]): AirportNearby[] {
  const ranked = airports
    .map((airport) => ({ ...airport, distanceKm: greatCircleKm(city, airport) }))
    .sort(
      (a, b) =>
        Number(b.countryCode === city.countryCode) - Number(a.countryCode === city.countryCode) ||
        a.distanceKm - b.distanceKm ||
        a.code.localeCompare(b.code),
    );
  return ranked.slice(0, 1);
}

/** The place's airports, with the editors' main airport added when it is further away. */
function withMain(
  city: City,
  nearby: readonly AirportNearby[],
  code: string | undefined,
  airports: readonly RouteAirport[],
): AirportNearby[] {
  if (code === undefined || nearby.some((airport) => airport.code === code)) return [...nearby];
  const main = airports.find((airport) => airport.code === code);
  if (!main) throw new Error(`${city.name}: no scheduled airport ${code} in the routes data`);
  return [...nearby, { ...main, distanceKm: greatCircleKm(city, main) }].sort(
    (a, b) => a.distanceKm - b.distanceKm,
  );
}
