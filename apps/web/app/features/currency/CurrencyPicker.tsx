import { useLocation } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { CurrencyFrame } from "~/lib/root-data";
import "./currency.css";

/**
 * The display-currency picker, in the header (codes only, to fit beside the menu) and in the
 * phone menu: a plain GET form (no JavaScript needed) to /currency, which remembers the choice
 * and sends the visitor back to this page. With script a choice applies at once.
 */
export function CurrencyPicker({
  currency,
  id,
  compact = false,
  back: backTo,
}: {
  currency: CurrencyFrame;
  id: string;
  compact?: boolean;
  /** Where to go once chosen; default: this page. */
  back?: string;
}) {
  const { pathname, search } = useLocation();
  // With script a choice applies as it is made: the header's picker needs no button then.
  const hydrated = useHydrated();
  const here = new URLSearchParams(search);
  // The page's own ?currency= would outrank the new pick on the way back.
  here.delete("currency");
  const back = backTo ?? (here.size > 0 ? `${pathname}?${here.toString()}` : pathname);
  return (
    <form
      method="get"
      action="/currency"
      className={`currency-picker${compact ? " currency-picker--compact" : ""}`}
    >
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor={id} className={compact ? "visually-hidden" : "currency-picker__label"}>
        {compact ? "Currency" : "Show prices in"}
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={currency.display.currency}
        className="currency-picker__select"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {currency.choices.map(({ code, name }) => (
          <option key={code} value={code}>
            {compact ? code : `${code} · ${name}`}
          </option>
        ))}
      </select>
      {compact && hydrated ? null : (
        <button type="submit" className="button button--secondary currency-picker__button">
          Show<span className="visually-hidden"> prices in this currency</span>
        </button>
      )}
    </form>
  );
}
