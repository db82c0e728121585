// Replaces the shipped ECB reference-rate file with today's, when the network reaches the ECB.
// The file is checked before it is written: a web page, an error or a truncated download never
// replaces good rates. Usage: pnpm --filter @travel/web rates:refresh
import { rename, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseEurofxrefDaily } from "@travel/domain";

const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
const target = fileURLToPath(
  new URL("../app/features/currency/rates/eurofxref-daily.xml", import.meta.url),
);

const response = await fetch(ECB_DAILY_URL, { signal: AbortSignal.timeout(10_000) });
if (!response.ok) throw new Error(`The ECB answered ${response.status}; the rates are unchanged`);
const xml = await response.text();
const rates = parseEurofxrefDaily(xml);
const draft = `${target}.download`;
await writeFile(draft, xml);
await rename(draft, target);
console.log(
  `Rates of ${rates.date} for ${Object.keys(rates.perEuro).length} currencies written to ${target}`,
);
