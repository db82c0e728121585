#!/usr/bin/env node
/**
 * The place search an editor starts a destination from (decision 172): how long the index takes
 * to load on a process's first search, what it costs the heap, and how long a search and a
 * chosen place's facts take, p50 / p95 / max, for 2- to 6-letter prefixes of real place names.
 *
 *   pnpm --filter @travel/web bench:places
 *
 * Runs app/features/back-office/place-index.server.ts straight from Node (type stripping), on the
 * committed index (packages/firebase-client/data/places.json.gz). Run it with --expose-gc (the
 * script does) so the heap figure is after a collection.
 */
import { performance } from "node:perf_hooks";
import {
  foldPlaceName,
  placeFacts,
  searchPlaces,
} from "../app/features/back-office/place-index.server.ts";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const summary = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms (${sorted.length} runs)`,
  );
};

globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const first = await searchPlaces("porto");
const loadMs = performance.now() - started;
globalThis.gc?.();
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  `index loaded on the first search in ${loadMs.toFixed(0)} ms; heap +${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB (${first.length} results for "porto")`,
);

// Prefixes of the names the searches find, so every query has answers to rank.
const names = new Set();
for (const query of [
  "san",
  "por",
  "new",
  "ber",
  "lis",
  "par",
  "mar",
  "sant",
  "vil",
  "kra",
  "ban",
  "tok",
])
  for (const place of await searchPlaces(query, 50)) names.add(foldPlaceName(place.name));
const queries = [];
for (const name of names)
  for (let length = 2; length <= Math.min(6, name.length); length++)
    queries.push(name.slice(0, length));
const searchTimes = [];
for (const query of queries) {
  const t = performance.now();
  await searchPlaces(query);
  searchTimes.push(performance.now() - t);
}
summary("search", searchTimes);

const ids = (await searchPlaces("san", 40)).map((place) => place.geonameId);
const factTimes = [];
for (const id of ids) {
  const t = performance.now();
  await placeFacts(id);
  factTimes.push(performance.now() - t);
}
summary("a chosen place's facts", factTimes);
