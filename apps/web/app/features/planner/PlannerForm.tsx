import { Form } from "react-router";
import type { ReactNode } from "react";
import { enhanceSearchForms, preloadSearchEnhancements } from "./enhance-search-forms";
import { AirportInput, DateRangeFields, SearchField } from "./search-fields";
import { TravellersPicker, type TravellerCategoryCopy } from "./TravellersPicker";
import type { PlanForm } from "~/features/planner/planner-types";
import "./search-fields.css";
import "./planner.css";

export type PlannerFormOptions = {
  today: string;
  travellerCategories: readonly TravellerCategoryCopy[];
  travellersSummary: string;
};

/**
 * Where from, when and who: a GET form, so the loader computes the estimate from the query
 * and the plan is a link. With JavaScript React Router submits it without leaving the page; without,
 * the browser loads the same address. `before` and `children` add fields (a destination, its
 * sights, a budget).
 */
export function PlannerForm({
  id,
  action,
  form,
  options,
  submitLabel = "Update estimate",
  before,
  children,
}: {
  id: string;
  action: string;
  form: PlanForm;
  options: PlannerFormOptions;
  submitLabel?: string;
  /** Fields before the plan's own (the planner page's destination). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { values, errors, choices } = form;
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="search-form planner-form"
      noValidate
      onFocus={enhanceSearchForms}
      onPointerOver={preloadSearchEnhancements}
    >
      <div className="search-form__grid planner-form__grid">
        {before}
        <SearchField
          id={`${id}-from`}
          label="From"
          error={errors.departure_area_code}
          choices={choices.departure_area_code}
          className="search-form__wide"
        >
          <AirportInput
            id={`${id}-from`}
            name="departure_area_code"
            value={values.departure_area_code}
            error={errors.departure_area_code}
          />
        </SearchField>
        <DateRangeFields
          dates={[
            {
              id: `${id}-departure`,
              name: "departureDate",
              label: "Departure",
              value: values.departureDate,
              error: errors.departureDate,
            },
            {
              id: `${id}-return`,
              name: "returnDate",
              label: "Return",
              value: values.returnDate,
              error: errors.returnDate,
            },
          ]}
          min={options.today}
        />
        <div className="search-form__wide">
          <TravellersPicker
            idPrefix={id}
            summary={options.travellersSummary}
            categories={options.travellerCategories}
            values={values}
            errors={errors}
          />
        </div>
        {children}
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        {submitLabel}
      </button>
    </Form>
  );
}

/** The destination's sights as checkboxes (all ticked until the plan says otherwise). */
export function AttractionChoices({
  attractions,
  chosen,
}: {
  attractions: { id: string; name: string; price: string }[];
  chosen: string[] | "all";
}) {
  if (attractions.length === 0) return null;
  return (
    <fieldset className="search-form__wide attraction-choices">
      <legend className="search-field__label">Sights to see</legend>
      {/* From now on the ticked sights are the plan's, none ticked included. */}
      <input type="hidden" name="plan" value="1" />
      {attractions.map((attraction) => (
        <label key={attraction.id} className="attraction-choice">
          <input
            type="checkbox"
            name="attraction"
            value={attraction.id}
            defaultChecked={chosen === "all" || chosen.includes(attraction.id)}
          />
          <span className="attraction-choice__name">{attraction.name}</span>
          <span className="attraction-choice__price">{attraction.price}</span>
        </label>
      ))}
    </fieldset>
  );
}
