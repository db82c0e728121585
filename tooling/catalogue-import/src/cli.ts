// Builds the catalogue from open data and writes it for the seed.
//   pnpm --filter @travel/catalogue-import catalogue          writes data/destination-ids.json and
//                                                           packages/firebase-client/data/catalogue.json
//   pnpm --filter @travel/catalogue-import catalogue --check  fails when either file is out of date
//   pnpm --filter @travel/catalogue-import catalogue --cut-fixture  rewrites the tests' fixture
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { buildCatalogue } from "./build.js";
import { cutFixture } from "./fixture.js";
import { catalogueText, FILES, placeIndexText, readInputs, registryText } from "./files.js";
import { buildPlaceIndex } from "./place-index.js";
import { loadSources } from "./sources.js";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    "cut-fixture": { type: "boolean", default: false },
  },
});
if (values["cut-fixture"]) {
  cutFixture();
  console.log("test/fixture rewritten from the real data");
  process.exit(0);
}
const started = performance.now();
const sources = loadSources();
const result = buildCatalogue({ sources, ...readInputs() });
const indexStarted = performance.now();
const placeIndex = buildPlaceIndex(sources, result);
const indexMs = Math.round(performance.now() - indexStarted);
const outputs: [URL, string][] = [
  [FILES.registry, registryText(result.registry)],
  [FILES.catalogue, catalogueText(result)],
  [FILES.placeIndex, placeIndexText(placeIndex)],
];
/** The index is kept gzipped; its text is what is compared. */
const gzipped = (url: URL) => url.pathname.endsWith(".gz");

const { report, costModel } = result;
console.log(
  `${report.destinations} destinations (${report.featured} featured, ${report.newIds} new ids), ` +
    `${report.archived} archived, in ${Math.round(performance.now() - started)} ms`,
);
console.log(`by continent: ${JSON.stringify(report.byContinent)}`);
console.log(`by type: ${JSON.stringify(report.byType)}`);
console.log(
  `with a summary ${report.withSummary}, with weather ${report.withWeather}, ` +
    `through a gateway ${report.viaGateway}, kept out by default ${report.keptOut}`,
);
console.log(`cost model: ${JSON.stringify(costModel)}`);
console.log(
  `place index: ${placeIndex.places.length} places, ${placeIndex.climateTables.length} climate tables, ` +
    `${Object.keys(placeIndex.airports).length} airports, in ${indexMs} ms`,
);
if (report.skipped.length > 0)
  console.log(`skipped (no country data): ${report.skipped.join(", ")}`);

if (values.check) {
  const stale = outputs.filter(([url, text]) => {
    try {
      const stored = readFileSync(url);
      return (gzipped(url) ? gunzipSync(stored) : stored).toString("utf8") !== text;
    } catch {
      return true;
    }
  });
  for (const [url] of stale) console.error(`out of date: ${url.pathname} (run the import)`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  for (const [url, text] of outputs)
    writeFileSync(url, gzipped(url) ? gzipSync(text, { level: 9 }) : text);
}
