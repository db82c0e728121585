import { useLocation } from "@remix-run/react";
import type { CurrencyFrame } from "~/lib/root-data";
import "./currency.css";

/**
 * The display-currency picker: a plain GET form (no JavaScript needed) to /currency, which
 * remembers the choice and sends the visitor back to this page.
 */
export function CurrencyPicker({ currency }: { currency: CurrencyFrame }) {
  const { pathname, search } = useLocation();
  const here = new URLSearchParams(search);
  // The page's own ?currency= would outrank the new pick on the way back.
  here.delete("currency");
  const back = here.size > 0 ? `${pathname}?${here.toString()}` : pathname;
  return (
    <form method="get" action="/currency" className="currency-picker">
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor="currency-picker" className="currency-picker__label">
        Show prices in
      </label>
      <select
        id="currency-picker"
        name="currency"
        defaultValue={currency.display.currency}
        className="currency-picker__select"
      >
        {currency.choices.map(({ code, name }) => (
          <option key={code} value={code}>
            {code} · {name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary currency-picker__button">
        Show
      </button>
    </form>
  );
}
