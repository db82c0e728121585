import { Link } from "react-router";
import { useState } from "react";
import type { BudgetSlider } from "~/features/planner/planner-types";
import { describedBy } from "./search-fields";
import { usePrice } from "~/features/currency/use-price";

/**
 * The budget slider (bounds from the estimates' range), the destination-type filter and the
 * order (cheapest or greenest first) of the budget discovery form. The amount next to the
 * slider follows it once JavaScript runs; without, it shows the budget of the page.
 */
export function BudgetFields({
  slider,
  error,
  types,
  typeId,
  order,
}: {
  slider: BudgetSlider;
  error?: string | undefined;
  types: { id: string; name: string }[];
  typeId: string;
  order: "cost" | "co2";
}) {
  const [euros, setEuros] = useState(slider.value);
  const price = usePrice();
  // The slider moves in euros (prices are kept in euros); its labels read in the display currency.
  const formatMoney = price;
  const id = "budget-amount";
  return (
    <>
      <div className="search-field search-form__wide budget-field">
        <div className="budget-field__head">
          <label htmlFor={id} className="search-field__label">
            Budget for everyone
          </label>
          <output htmlFor={id} className="budget-field__value price">
            {formatMoney(euros * 100)}
          </output>
        </div>
        <input
          id={id}
          name="budget"
          type="range"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          defaultValue={slider.value}
          aria-valuetext={formatMoney(euros * 100)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint: "range" })}
          className="budget-field__range"
          onChange={(event) => setEuros(Number(event.currentTarget.value))}
        />
        <p id={`${id}-hint`} className="budget-field__bounds">
          <span>{formatMoney(slider.min * 100)}</span>
          <span>{formatMoney(slider.max * 100)}</span>
        </p>
        {error ? (
          <p id={`${id}-error`} className="search-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="search-field search-form__wide">
        <label htmlFor="budget-type" className="search-field__label">
          Kind of place
        </label>
        <select
          id="budget-type"
          name="type"
          className="search-field__control"
          defaultValue={typeId}
        >
          <option value="">Any kind of place</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="search-form__wide budget-order">
        <legend className="search-field__label">Show first</legend>
        <label className="budget-order__choice">
          <input type="radio" name="sort" value="cost" defaultChecked={order === "cost"} />
          Lowest cost
        </label>
        <label className="budget-order__choice">
          <input type="radio" name="sort" value="co2" defaultChecked={order === "co2"} />
          Lowest flight CO₂e
        </label>
      </fieldset>
    </>
  );
}

/** The two orders of the places a budget covers, as links: the choice works without JavaScript. */
export function BudgetOrders({
  greenest,
  costHref,
  co2Href,
}: {
  greenest: boolean;
  costHref: string;
  co2Href: string;
}) {
  return (
    <nav className="budget-orders" aria-label="Order">
      <span className="budget-orders__label">Show first</span>
      <Link
        to={costHref}
        preventScrollReset
        className="choice-pill"
        aria-current={greenest ? undefined : "true"}
      >
        Lowest cost
      </Link>
      <Link
        to={co2Href}
        preventScrollReset
        className="choice-pill"
        aria-current={greenest ? "true" : undefined}
      >
        Lowest flight CO₂e
      </Link>
    </nav>
  );
}
