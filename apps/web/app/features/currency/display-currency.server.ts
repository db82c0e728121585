import {
  chooseDisplay,
  countryCurrency,
  currencyCodeSchema,
  displayCurrencies,
  formatDate,
  toIsoDate,
} from "@travel/domain";
import { CURRENCY_COOKIE_NAME, readCookie } from "~/lib/cookies";
import { requestCountry } from "~/lib/http/request-language.server";
import type { CurrencyFrame } from "~/lib/root-data";
import { preferenceCookieHeader } from "../consent/consent.server";
import { exchangeRates } from "./exchange-rates.server";
import { pageUrl } from "~/lib/http/page-url.server";

export { exchangeRates };

/** A shared link's currency: `?currency=GBP` on any page. */
const CURRENCY_PARAM = "currency";

/** Written out on the server, so the picker reads well and the browser needs no name tables. */
const currencyNames = new Intl.DisplayNames("en", { type: "currency" });

const fallbackNotes = {
  "unknown-currency": (code: string) =>
    `We have no exchange rate for “${code}”, so prices are shown in euros. Pick one from the currency list at the top of the page.`,
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
  const fromLink = pageUrl(request).searchParams.get(CURRENCY_PARAM);
  const remembered = readCookie(request.headers.get("Cookie"), CURRENCY_COOKIE_NAME);
  const choice = chooseDisplay(fromLink ?? remembered, rates, today);
  const { display } = choice;
  // A visitor who has not chosen is offered their country's currency, never switched to it.
  const local = countryCurrency(requestCountry(request) ?? "");
  const offered =
    fromLink === null && remembered === null && local && local !== "EUR"
      ? chooseDisplay(local, rates, today).display
      : null;
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
    suggested:
      offered && "perEuro" in offered
        ? { code: offered.currency, name: currencyNames.of(offered.currency) ?? offered.currency }
        : null,
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
