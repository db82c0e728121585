import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";

/**
 * The open data copied into data/ (each file's README says where from): Wikivoyage articles,
 * Wikipedia's climate tables, scheduled air routes, travel advisories and airspace bulletins.
 * Each reader turns the CSV's rows into plain records, as they are; the rules only see these.
 */

type Row = Record<string, string>;

export function readCsv(url: URL): Row[] {
  const bytes = readFileSync(url);
  const text = url.pathname.endsWith(".gz")
    ? gunzipSync(bytes).toString("utf8")
    : bytes.toString("utf8");
  return parse(text, { columns: true, skip_empty_lines: true, relax_quotes: true }) as Row[];
}

const numberOrNull = (text: string | undefined): number | null =>
  text === undefined || text.trim() === "" ? null : Number(text);

/** An English Wikivoyage article with coordinates (CC BY-SA). */
export interface GuideArticle {
  title: string;
  latitude: number;
  longitude: number;
  goNextCount: number;
  goNext: string[];
  url: string;
  byline: string;
  /** False for the rows re-added from the 2015 extract, which lost their "Go next" links. */
  goNextKnown: boolean;
}

/** Rows without coordinates are left out: they cannot be matched by distance. */
export function guideArticlesFrom(rows: readonly Row[]): GuideArticle[] {
  return rows.flatMap((row) => {
    const latitude = numberOrNull(row.lat);
    const longitude = numberOrNull(row.lng);
    if (latitude === null || longitude === null || !row.title || !row.url) return [];
    return [
      {
        title: row.title,
        latitude,
        longitude,
        goNextCount: numberOrNull(row.go_next_count) ?? 0,
        goNext: row.go_next ? row.go_next.split("|") : [],
        url: row.url,
        byline: (row.byline ?? "").trim(),
        goNextKnown: row.coord_source === "wikivoyage-2024",
      },
    ];
  });
}

/** One place's climate box from Wikipedia (CC BY-SA), its twelve months in order. */
export interface ClimateTable {
  place: string;
  url: string;
  source: "wikipedia-2021" | "wikipedia-2015";
  latitude: number | null;
  longitude: number | null;
  highC: (number | null)[];
  lowC: (number | null)[];
  precipMm: (number | null)[];
  rainyDays: (number | null)[];
  sunHours: (number | null)[];
}

export function climateTablesFrom(rows: readonly Row[]): ClimateTable[] {
  const tables = new Map<string, ClimateTable>();
  for (const row of rows) {
    const key = row.place as string;
    let table = tables.get(key);
    if (!table) {
      const empty = () => new Array<number | null>(12).fill(null);
      table = {
        place: key,
        url: row.wikipedia_url as string,
        source: row.source === "wikipedia-2015" ? "wikipedia-2015" : "wikipedia-2021",
        latitude: numberOrNull(row.lat),
        longitude: numberOrNull(row.lon),
        highC: empty(),
        lowC: empty(),
        precipMm: empty(),
        rainyDays: empty(),
        sunHours: empty(),
      };
      tables.set(key, table);
    }
    const index = Number(row.month) - 1;
    if (!(index >= 0 && index < 12)) continue;
    table.highC[index] = numberOrNull(row.high_c);
    table.lowC[index] = numberOrNull(row.low_c);
    table.precipMm[index] = numberOrNull(row.precip_mm);
    table.rainyDays[index] = numberOrNull(row.precip_days);
    table.sunHours[index] = numberOrNull(row.sun_hours);
  }
  return [...tables.values()];
}

/** An airport of the routes data (Apache-2.0) and the airports it has scheduled routes to. */
export interface RouteAirport {
  code: string;
  name: string;
  /** The town the airport is named for in the routes data ("Funchal", "Kiev"). */
  city: string;
  /** Upper-case ISO2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IATA codes it flies to (August 2022). */
  routesTo: string[];
}

export function routeAirportsFrom(
  airportRows: readonly Row[],
  routeRows: readonly Row[],
): RouteAirport[] {
  const routes = new Map<string, Set<string>>();
  for (const row of routeRows) {
    const from = row.from_iata as string;
    const set = routes.get(from) ?? new Set<string>();
    set.add(row.to_iata as string);
    routes.set(from, set);
  }
  return airportRows.map((row) => ({
    code: row.iata as string,
    name: row.name as string,
    city: row.city ?? "",
    // The file writes the United Kingdom "UK"; its ISO 3166-2 region ("GB-SCT") says GB.
    countryCode: row.country === "UK" ? "GB" : (row.country as string),
    latitude: Number(row.lat),
    longitude: Number(row.lon),
    routesTo: [...(routes.get(row.iata as string) ?? [])].sort(),
  }));
}

/** A country's advice from Canada and the United States (OGL–Canada; public domain). */
export interface AdvisoryRow {
  /** ISO2 or a region code (PT-20, ES-CN); empty for a few territories. */
  code: string;
  country: string;
  canada?: { advice: string; level?: number; updated: string; url: string };
  unitedStates?: { advice: string; level?: number; updated: string; url: string };
  doNotTravel: boolean;
}

export function advisoriesFrom(rows: readonly Row[]): AdvisoryRow[] {
  const advice = (row: Row, prefix: "ca" | "us") => {
    const text = row[`${prefix}_advice`]?.trim();
    const updated = row[`${prefix}_last_updated`]?.trim();
    const url = row[`${prefix}_url`]?.trim();
    if (!text || !updated || !url) return undefined;
    const level = numberOrNull(row[`${prefix}_level`]);
    return { advice: text, ...(level === null ? {} : { level }), updated, url };
  };
  return rows.map((row) => {
    const canada = advice(row, "ca");
    const unitedStates = advice(row, "us");
    const code = (row.iso2 ?? "").trim();
    return {
      // As in the routes data, the United Kingdom is written "UK" (ISO 3166-1: GB).
      code: code === "UK" ? "GB" : code,
      country: row.country as string,
      ...(canada ? { canada } : {}),
      ...(unitedStates ? { unitedStates } : {}),
      doNotTravel: row.do_not_travel === "1",
    };
  });
}

/** An EASA conflict-zone bulletin as reported (easa-czib-reported.csv). */
export interface AirspaceBulletin {
  airspace: string;
  countryCodes: string[];
  reference: string;
  recommendation: string;
  url: string;
}

export function airspaceBulletinsFrom(rows: readonly Row[]): AirspaceBulletin[] {
  return rows.map((row) => ({
    airspace: row.airspace as string,
    countryCodes: (row.iso2 ?? "").split(";").filter((code) => code !== ""),
    reference: row.czib_ref as string,
    recommendation: row.recommendation_as_reported ?? "",
    url: row.source_url as string,
  }));
}
