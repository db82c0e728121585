import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirectPath } from "@travel/domain";
import { z } from "zod";
import {
  currencyCookieHeader,
  exchangeRates,
  parseCurrencyChoice,
} from "~/features/currency/display-currency.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

const UNKNOWN_CURRENCY =
  "We have no exchange rate for that currency. Choose one from the list at the bottom of the page.";

const choiceSchema = z.object({
  currency: z.string().max(16),
  // Longer than any path the site serves: ignored (home) rather than refused.
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

/**
 * The footer's currency picker (a GET form, so it works without JavaScript): remembers the
 * choice in a cookie and sends the visitor back to the page they were on. A code the rates do
 * not list is refused with a 400 and a sentence, never remembered.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const parsed = choiceSchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams.entries()),
  );
  const code = parsed.success ? parseCurrencyChoice(parsed.data.currency) : null;
  const known = code === "EUR" || (code !== null && code in (exchangeRates()?.perEuro ?? {}));
  if (!parsed.success || !code || !known) throw data(UNKNOWN_CURRENCY, { status: 400 });
  return redirect(safeRedirectPath(parsed.data.redirectTo, "/"), {
    status: 303,
    headers: { "Set-Cookie": currencyCookieHeader(code, request) },
  });
}

/** Never shown: the loader always answers with a redirect or a refusal. */
export default function CurrencyChoice() {
  return null;
}
