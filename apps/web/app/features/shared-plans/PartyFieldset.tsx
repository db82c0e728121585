import {
  enhanceSearchForms,
  preloadSearchEnhancements,
} from "~/features/planner/enhance-search-forms";
import {
  AirportInput,
  describedBy,
  FieldMessages,
  SearchField,
} from "~/features/planner/search-fields";
import type { PartyFields, PartyFormErrors } from "./party-form-types";
import "~/features/planner/search-fields.css";

const counts = [
  { field: "adults", label: "Adults (12+)", min: 1, max: 9 },
  { field: "children", label: "Children (2–11)", min: 0, max: 8 },
  { field: "infants", label: "Infants (under 2)", min: 0, max: 9 },
] as const;

/**
 * A party's fields: a name the others know it by, its home airport (the airport search, a plain
 * text field without JavaScript), and who comes. An ambiguous airport offers a button per airport.
 */
export function PartyFieldset({
  idPrefix,
  values,
  errors = {},
  airportChoices = [],
  legend = "Your party",
}: {
  idPrefix: string;
  values: PartyFields;
  errors?: PartyFormErrors;
  airportChoices?: { code: string; label: string }[];
  legend?: string;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <fieldset
      className="plan-party-fields"
      onFocus={enhanceSearchForms}
      onPointerOver={preloadSearchEnhancements}
    >
      <legend className="plan-party-fields__legend">{legend}</legend>
      <SearchField
        id={id("name")}
        label="Party name"
        error={errors.name}
        className="plan-party-fields__wide"
      >
        <input
          id={id("name")}
          name="name"
          type="text"
          maxLength={40}
          autoComplete="given-name"
          className="search-field__control"
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(id("name"), { error: errors.name })}
        />
      </SearchField>
      <SearchField
        id={id("from")}
        label="Home airport"
        error={errors.from}
        className="plan-party-fields__wide"
      >
        <AirportInput id={id("from")} name="from" value={values.from} error={errors.from} />
      </SearchField>
      {airportChoices.length > 0 ? (
        <div
          className="plan-party-fields__wide plan-party-fields__choices"
          role="group"
          aria-label="Pick your airport"
        >
          {airportChoices.map((choice) => (
            <button
              key={choice.code}
              type="submit"
              name="pickAirport"
              value={choice.code}
              className="button button--secondary"
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
      {counts.map(({ field, label, min, max }) => (
        <div key={field} className="search-field">
          <label htmlFor={id(field)} className="search-field__label">
            {label}
          </label>
          <input
            id={id(field)}
            name={field}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            className="search-field__control"
            defaultValue={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(id(field), { error: errors[field] })}
          />
          <FieldMessages id={id(field)} error={errors[field]} />
        </div>
      ))}
    </fieldset>
  );
}
