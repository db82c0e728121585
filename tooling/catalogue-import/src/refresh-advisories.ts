// Refreshes the travel advice: copies a newer file of travel-advisories.csv's columns (the shared
// data's format) over data/travel-advisories.csv and rebuilds the catalogue. It reads a file it is
// given: the advice pages are fetched elsewhere.
//   pnpm --filter @travel/catalogue-import advisories path/to/travel-advisories.csv
import { copyFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildCatalogue } from "./build.js";
import { catalogueText, FILES, readInputs, registryText } from "./files.js";
import { advisoriesFrom, readCsv } from "./open-data.js";
import { DATA_DIR, loadSources, OPEN_DATA_FILES } from "./sources.js";

const COLUMNS = [
  "iso2",
  "country",
  "ca_advice",
  "ca_level",
  "ca_last_updated",
  "ca_url",
  "us_advice",
  "us_level",
  "us_last_updated",
  "us_url",
  "do_not_travel",
];

const given = process.argv[2];
if (!given) {
  console.error("Give the new travel-advisories.csv: pnpm … advisories FILE");
  process.exit(2);
}
const url = pathToFileURL(resolve(process.env.INIT_CWD ?? process.cwd(), given));
const rows = readCsv(url);
const missing = COLUMNS.filter((column) => !(column in (rows[0] ?? {})));
if (rows.length === 0 || missing.length > 0) {
  console.error(`Not a travel-advisories file: ${rows.length} rows, missing ${missing.join(", ")}`);
  process.exit(1);
}
const advice = advisoriesFrom(rows);
copyFileSync(url, new URL(OPEN_DATA_FILES.advisories, DATA_DIR));
const result = buildCatalogue({ sources: loadSources(), ...readInputs() });
writeFileSync(FILES.registry, registryText(result.registry));
writeFileSync(FILES.catalogue, catalogueText(result));
console.log(
  `${advice.length} countries, ${advice.filter((row) => row.doNotTravel).length} do not travel; ` +
    `catalogue rebuilt: ${result.report.keptOut} places kept out by default`,
);
