import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CurrencyPicker } from "~/features/currency/CurrencyPicker";
import { currencyPage } from "~/features/currency/currency-page.server";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import "~/features/currency/currency.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Show prices in your currency",
    description:
      "Read the site's estimates in your own currency, converted at the European Central Bank's reference rates.",
    noindex: true,
  });

/** The currency page (features/currency/currency-page.server.ts); every picker's form comes here. */
export function loader({ request }: LoaderFunctionArgs) {
  return currencyPage(request);
}

export default function CurrencyChoice() {
  const { redirectTo, ratesDate, suggested, error } = useLoaderData<typeof loader>();
  const { currency } = useRootData();
  return (
    <div className="container currency-page">
      <p className="eyebrow">Prices</p>
      <h1 className="currency-page__title">Show prices in your currency</h1>
      {error ? (
        <p className="currency-page__error" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        Prices are in euros, as partners quote them. Pick another currency and we convert every
        estimate at the European Central Bank&apos;s reference rate
        {ratesDate ? ` of ${ratesDate}` : ""}: approximate, marked “≈”, and partners still charge in
        their own currency.
      </p>
      {suggested ? (
        <p className="currency-page__suggestion">
          Your browser&apos;s language suggests {suggested.name}:{" "}
          <Link
            to={`/currency?${new URLSearchParams({ currency: suggested.code, redirectTo })}`}
            className="text-link"
          >
            show prices in {suggested.code}
          </Link>
          .
        </p>
      ) : null}
      <CurrencyPicker currency={currency} id="page-currency-picker" back={redirectTo} />
      <p>
        <Link to={redirectTo} className="text-link">
          Back to where you were
        </Link>
      </p>
    </div>
  );
}
