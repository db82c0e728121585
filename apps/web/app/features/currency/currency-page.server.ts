import { data, redirect } from "react-router";
import { formatDate, safeRedirectPath } from "@travel/domain";
import { z } from "zod";
import {
  currencyCookieHeader,
  exchangeRates,
  parseCurrencyChoice,
  readCurrency,
} from "./display-currency.server";
import { pageUrl } from "~/lib/http/page-url.server";

const UNKNOWN_CURRENCY =
  "We have no exchange rate for that currency. Choose one from the list below.";

const choiceSchema = z.object({
  currency: z.string().max(16).optional(),
  // Longer than any path the site serves: ignored (home) rather than refused.
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

/**
 * /currency: the page where prices' currency is chosen (every picker sends its GET form here).
 * Without a choice it shows the picker, the visitor's own currency suggested from their language,
 * and where the rates come from. A known choice is remembered and the visitor goes back; a code
 * the rates do not list is a 400 with the page and a sentence, and nothing is remembered.
 */
export function currencyPage(request: Request) {
  const parsed = choiceSchema.safeParse(
    Object.fromEntries(pageUrl(request).searchParams.entries()),
  );
  const redirectTo = safeRedirectPath(parsed.success ? parsed.data.redirectTo : undefined, "/");
  const frame = readCurrency(request);
  const rates = exchangeRates();
  const page = {
    redirectTo,
    ratesDate: rates ? formatDate(rates.date) : null,
    suggested: frame.suggested,
    error: null as string | null,
  };
  const asked = parsed.success ? parsed.data.currency : "";
  if (parsed.success && asked === undefined) return data(page);
  const code = parsed.success ? parseCurrencyChoice(asked) : null;
  const known = code === "EUR" || (code !== null && code in (rates?.perEuro ?? {}));
  if (!code || !known) return data({ ...page, error: UNKNOWN_CURRENCY }, { status: 400 });
  return redirect(redirectTo, {
    status: 303,
    headers: { "Set-Cookie": currencyCookieHeader(code, request) },
  });
}
