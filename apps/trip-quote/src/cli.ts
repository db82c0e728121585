#!/usr/bin/env node
// trip-quote --catalogue catalogue.json --from LIS --depart 2026-07-01 --return 2026-07-08
//            [--adults 2] [--children 1] [--infants 0] [--search "beach"] [--limit 5]
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { readCatalogue } from "./catalogue.js";
import { QuoteInputError } from "./errors.js";
import { formatQuote } from "./format.js";
import { quoteTrips } from "./quote.js";

const USAGE =
  "Usage: trip-quote --catalogue FILE --from IATA --depart YYYY-MM-DD --return YYYY-MM-DD " +
  "[--adults N] [--children N] [--infants N] [--search WORDS] [--limit N]";

async function main(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      catalogue: { type: "string" },
      from: { type: "string" },
      depart: { type: "string" },
      return: { type: "string" },
      adults: { type: "string", default: "1" },
      children: { type: "string", default: "0" },
      infants: { type: "string", default: "0" },
      search: { type: "string" },
      limit: { type: "string", default: "5" },
    },
  });
  if (!values.catalogue || !values.from || !values.depart || !values.return) {
    throw new QuoteInputError(USAGE);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new QuoteInputError("--limit takes a whole number of destinations, 1 or more.");
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(values.catalogue, "utf8"));
  } catch (error) {
    throw new QuoteInputError(
      `Cannot read the catalogue ${values.catalogue}: ${(error as Error).message}`,
    );
  }
  const { destinations, skipped } = readCatalogue(json);
  const quote = quoteTrips(destinations, {
    from: values.from,
    departureDate: values.depart,
    returnDate: values.return,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    search: values.search,
    limit,
  });
  const left =
    skipped === 1 ? "1 record was not a destination" : `${skipped} records were not destinations`;
  const note = skipped > 0 ? `\n\n${left} and left out of the quote.` : "";
  return formatQuote(quote) + note;
}

main(process.argv.slice(2)).then(
  (text) => console.log(text),
  (error: unknown) => {
    const input =
      error instanceof QuoteInputError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(input ? (error as Error).message : error);
    process.exitCode = input ? 2 : 1;
  },
);
