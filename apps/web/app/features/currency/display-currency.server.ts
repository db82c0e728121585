import { readFileSync } from "node:fs";
import {
  chooseDisplay,
  currencyCodeSchema,
  displayCurrencies,
  formatDate,
  parseEurofxrefDaily,
  toIsoDate,
  type EuroRates,
} from "@travel/domain";
import { getConfig } from "~/lib/config.server";
import { readCookie } from "~/lib/cookies";
import type { CurrencyFrame } from "~/lib/root-data";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { preferenceCookieHeader } from "../consent/consent.server";
import shippedRates from "./rates/eurofxref-daily.xml?raw";

/** The visitor's pick, remembered between visits (decision 124: a preference they asked for). */
const CURRENCY_COOKIE_NAME = "displayCurrency";
/** A shared link's currency: `?currency=GBP` on any page. */
const CURRENCY_PARAM = "currency";

/** Written out on the server, so the picker reads well and the browser needs no name tables. */
const currencyNames = new Intl.DisplayNames("en", { type: "currency" });

let loaded: { rates: EuroRates | null } | undefined;

/**
 * The ECB rates the site was built with (or EXCHANGE_RATES_FILE), read once per process: pages
 * never call out for rates. A missing or broken file means euros with a note, never an error.
 */
export function exchangeRates(): EuroRates | null {
  if (loaded) return loaded.rates;
  const file = getConfig().exchangeRatesFile;
  try {
    loaded = { rates: parseEurofxrefDaily(file ? readFileSync(file, "utf8") : shippedRates) };
  } catch (error) {
    serverLog().warn(errorDetails(error), "Exchange rates unreadable: prices are shown in euros");
    loaded = { rates: null };
  }
  return loaded.rates;
}

const fallbackNotes = {
  "unknown-currency": (code: string) =>
    `We have no exchange rate for “${code}”, so prices are shown in euros. Pick a currency from the list at the bottom of the page.`,
  "rates-unavailable": (code: string) =>
    `Exchange rates are not available just now, so prices are shown in euros instead of ${code}.`,
  "rates-stale": (code: string) =>
    `Our exchange rates are out of date, so prices are shown in euros instead of ${code}.`,
};

/**
 * The currency a request's prices are shown in: `?currency=` (a shared link) first, then the
 * visitor's remembered pick; euros otherwise. What the frame says about it comes along.
 */
export function readCurrency(request: Request, today = toIsoDate(new Date())): CurrencyFrame {
  const rates = exchangeRates();
  const fromLink = new URL(request.url).searchParams.get(CURRENCY_PARAM);
  const remembered = readCookie(request.headers.get("Cookie"), CURRENCY_COOKIE_NAME);
  const choice = chooseDisplay(fromLink ?? remembered, rates, today);
  const { display } = choice;
  return {
    display,
    choices: displayCurrencies(rates).map((code) => ({
      code,
      name: currencyNames.of(code) ?? code,
    })),
    note:
      "perEuro" in display
        ? `Prices in ${display.currency} are approximate: converted from euros at the European Central Bank's reference rate of ${formatDate(display.ratesDate)}. Partners charge in their own currency.`
        : null,
    fallback:
      choice.fallback && choice.requested ? fallbackNotes[choice.fallback](choice.requested) : null,
  };
}

/** The code a currency form sent, or null when it is not three letters. */
export function parseCurrencyChoice(value: unknown): string | null {
  const parsed = currencyCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Remembers the pick: for 180 days with consent to optional cookies, else for this browser session. */
export function currencyCookieHeader(code: string, request: Request): string {
  return preferenceCookieHeader(CURRENCY_COOKIE_NAME, code, request);
}
