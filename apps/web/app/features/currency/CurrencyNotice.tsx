import type { CurrencyFrame } from "~/lib/root-data";
import "./currency.css";

/** Under the header: prices are converted (approximate, the rates' day), or why they are not. */
export function CurrencyNotice({ currency }: { currency: CurrencyFrame }) {
  if (currency.fallback)
    return (
      <p className="currency-notice currency-notice--fallback" role="status">
        <span className="container currency-notice__text">{currency.fallback}</span>
      </p>
    );
  if (!currency.note) return null;
  return (
    <p className="currency-notice" data-currency={currency.display.currency}>
      <span className="container currency-notice__text">{currency.note}</span>
    </p>
  );
}
