import { Form } from "react-router";
import { MAX_GROUP_PARTIES, MIN_GROUP_PARTIES } from "@travel/domain";
import {
  enhanceSearchForms,
  preloadSearchEnhancements,
} from "~/features/planner/enhance-search-forms";
import {
  AirportInput,
  DateRangeFields,
  describedBy,
  DestinationInput,
  FieldMessages,
  SearchField,
} from "~/features/planner/search-fields";
import { DiscoveryFilters } from "~/features/planner/DiscoveryFilters";
import type { AdviceDates } from "~/features/destinations/travel-advice-types";
import {
  GROUP_PATH,
  type GroupDestinationField,
  type GroupForm,
  type PartyField,
  type PartyForm,
} from "./group-types";
import "~/features/planner/search-fields.css";
import "./group-trips.css";

const counts: { field: Exclude<PartyField, "from">; label: string; min: number; max: number }[] = [
  { field: "adults", label: "Adults", min: 1, max: 9 },
  { field: "children", label: "Children", min: 0, max: 8 },
  { field: "infants", label: "Infants", min: 0, max: 9 },
];

function PartyFields({
  party,
  index,
  removeHref,
}: {
  party: PartyForm;
  index: number;
  removeHref: string | null;
}) {
  const n = index + 1;
  const id = `party-${n}`;
  return (
    <fieldset className="group-party" data-party={n}>
      <legend className="group-party__legend">Party {n}</legend>
      <SearchField
        id={`${id}-from`}
        label="Home airport"
        error={party.errors.from}
        choices={party.choices}
        className="group-party__from"
      >
        <AirportInput
          id={`${id}-from`}
          name={`from${n}`}
          value={party.values.from}
          error={party.errors.from}
        />
      </SearchField>
      {counts.map(({ field, label, min, max }) => (
        <div key={field} className="search-field group-party__count">
          <label htmlFor={`${id}-${field}`} className="search-field__label">
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            name={`${field}${n}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            className="search-field__control"
            defaultValue={party.values[field]}
            aria-invalid={party.errors[field] ? true : undefined}
            aria-describedby={describedBy(`${id}-${field}`, { error: party.errors[field] })}
          />
          <FieldMessages id={`${id}-${field}`} error={party.errors[field]} />
        </div>
      ))}
      {removeHref ? (
        <a href={removeHref} className="group-party__remove">
          Remove party {n}
        </a>
      ) : null}
    </fieldset>
  );
}

/**
 * The group's choice: two to six parties (home airport and headcount each), shared dates, an
 * optional budget and the ranking. A GET form, so the result is a link that works without
 * JavaScript; "Add a party" submits the same form with `add`, "Remove" is a plain link.
 */
export function GroupTripForm({
  form,
  place,
  removeHrefs,
  adviceDates,
}: {
  form: GroupForm;
  place: GroupDestinationField;
  removeHrefs: (string | null)[];
  adviceDates: AdviceDates;
}) {
  const { errors } = form;
  return (
    <Form
      method="get"
      action={GROUP_PATH}
      preventScrollReset
      className="search-form group-form"
      noValidate
      onFocus={enhanceSearchForms}
      onPointerOver={preloadSearchEnhancements}
    >
      <div
        className="group-form__parties"
        id="group-parties"
        aria-describedby={errors.parties ? "group-parties-error" : undefined}
      >
        {form.parties.map((party, index) => (
          <PartyFields
            key={index}
            party={party}
            index={index}
            removeHref={
              form.parties.length > MIN_GROUP_PARTIES ? (removeHrefs[index] ?? null) : null
            }
          />
        ))}
        {errors.parties ? (
          <p
            id="group-parties-error"
            className="search-field__error group-form__error"
            role="alert"
          >
            {errors.parties}
          </p>
        ) : null}
      </div>
      <div className="group-form__shared">
        <DateRangeFields
          dates={[
            {
              id: "group-departure",
              name: "departureDate",
              label: "Departure",
              value: form.departureDate,
              error: errors.departureDate,
            },
            {
              id: "group-return",
              name: "returnDate",
              label: "Return",
              value: form.returnDate,
              error: errors.returnDate,
            },
          ]}
          min={form.today}
        />
        <SearchField id="group-budget" label="Group budget (€, optional)" error={errors.budget}>
          <input
            id="group-budget"
            name="budget"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="search-field__control"
            defaultValue={form.budget}
            aria-invalid={errors.budget ? true : undefined}
            aria-describedby={describedBy("group-budget", { error: errors.budget })}
          />
        </SearchField>
        <SearchField
          id="group-destination"
          label="A place in mind? (optional)"
          error={place.error}
          choices={place.choices}
        >
          <DestinationInput
            id="group-destination"
            name="destination"
            value={place.value}
            error={place.error}
          />
        </SearchField>
        <fieldset className="group-form__ranking">
          <legend className="search-field__label">Rank destinations by</legend>
          <label className="group-form__choice">
            <input
              type="radio"
              name="sort"
              value="total"
              defaultChecked={form.ranking === "total"}
            />
            Lowest group total
          </label>
          <label className="group-form__choice">
            <input
              type="radio"
              name="sort"
              value="fairness"
              defaultChecked={form.ranking === "fairness"}
            />
            Fairest split (smallest gap per person)
          </label>
          <label className="group-form__choice">
            <input type="radio" name="sort" value="co2" defaultChecked={form.ranking === "co2"} />
            Lowest flight CO₂e (greenest meeting point)
          </label>
        </fieldset>
        <DiscoveryFilters
          idPrefix="group"
          weather={form.weather}
          includeKeptOut={form.includeKeptOut}
          adviceDates={adviceDates}
        />
      </div>
      <div className="group-form__actions">
        <button type="submit" className="button button--primary">
          Find where to meet
        </button>
        {form.parties.length < MAX_GROUP_PARTIES ? (
          <button type="submit" name="add" value="1" className="button button--secondary">
            Add a party
          </button>
        ) : null}
      </div>
    </Form>
  );
}
