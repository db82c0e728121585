import { Link, useLocation } from "react-router";
import type { CurrencyFrame } from "~/lib/root-data";
import "./currency.css";

/**
 * Under the header: prices are converted (approximate, the rates' day), or why they are not; or,
 * for a visitor who has not chosen, their own currency offered (a link: it never switches alone).
 */
export function CurrencyNotice({ currency }: { currency: CurrencyFrame }) {
  const { pathname, search } = useLocation();
  if (currency.fallback)
    return (
      <p className="currency-notice currency-notice--fallback" role="status">
        <span className="container currency-notice__text">{currency.fallback}</span>
      </p>
    );
  if (currency.suggested) {
    const { code, name } = currency.suggested;
    const back = `${pathname}${search}`;
    return (
      <p className="currency-notice" data-suggested-currency={code}>
        <span className="container currency-notice__text">
          Prices are in euros.{" "}
          <Link
            to={`/currency?${new URLSearchParams({ currency: code, redirectTo: back })}`}
            className="text-link currency-notice__suggestion"
          >
            Show them in {name} ({code})
          </Link>
        </span>
      </p>
    );
  }
  if (!currency.note) return null;
  return (
    <p className="currency-notice" data-currency={currency.display.currency}>
      <span className="container currency-notice__text">{currency.note}</span>
    </p>
  );
}
