import { Form } from "@remix-run/react";
import { TextAreaField, TextField } from "~/ui/Field";
import {
  type DestinationFormErrors,
  type DestinationFormValues,
  MONTHS,
  type SightValues,
} from "./destination-form";

export type ChoiceOption = { value: string; label: string };

/**
 * Every field of a destination, as one plain form (works without JavaScript). `version` is the
 * version the editor started from: the server refuses the save if someone saved since.
 */
export function DestinationForm({
  values,
  errors,
  sights,
  version,
  types,
  climates,
  regions,
  costBases,
  submitLabel,
}: {
  values: DestinationFormValues;
  errors: DestinationFormErrors;
  sights: SightValues[];
  version: number | null;
  types: ChoiceOption[];
  climates: string[];
  regions: string[];
  costBases: string[];
  submitLabel: string;
}) {
  const text = values.text;
  return (
    <Form method="post" className="back-office-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}

      <fieldset className="back-office-form__group">
        <legend>The place</legend>
        <div className="back-office-form__grid">
          <TextField
            label="Name"
            name="name"
            defaultValue={text.name}
            errors={errors.name}
            required
          />
          <TextField
            label="Slug"
            name="slug"
            defaultValue={text.slug}
            errors={errors.slug}
            hint="Lower-case letters, digits and hyphens; left empty, it is made from the name."
          />
          <TextField
            label="Country code"
            name="countryCode"
            defaultValue={text.countryCode}
            errors={errors.countryCode}
            hint="Two letters, like pt."
            maxLength={2}
            required
          />
          <TextField
            label="Main airport"
            name="airportCode"
            defaultValue={text.airportCode}
            errors={errors.airportCode}
            hint="IATA code, like LIS."
            maxLength={3}
            required
          />
          <TextField
            label="Latitude"
            name="latitude"
            inputMode="decimal"
            defaultValue={text.latitude}
            errors={errors.latitude}
            required
          />
          <TextField
            label="Longitude"
            name="longitude"
            inputMode="decimal"
            defaultValue={text.longitude}
            errors={errors.longitude}
            required
          />
          <SelectField
            label="Region"
            name="continent"
            value={text.continent}
            options={regions}
            errors={errors.continent}
          />
          <SelectField
            label="Climate"
            name="climate"
            value={text.climate}
            options={climates}
            errors={errors.climate}
          />
        </div>
      </fieldset>

      <fieldset
        className="back-office-form__group"
        aria-describedby={errors.typeIds ? "types-error" : undefined}
      >
        <legend>Types</legend>
        <div className="back-office-form__choices">
          {types.map((type) => (
            <label key={type.value} className="back-office-form__choice">
              <input
                type="checkbox"
                name="typeIds"
                value={type.value}
                defaultChecked={values.typeIds.includes(type.value)}
              />{" "}
              {type.label}
            </label>
          ))}
        </div>
        {errors.typeIds ? (
          <p id="types-error" className="field__error">
            {errors.typeIds.join(" ")}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="back-office-form__group">
        <legend>Words (Markdown)</legend>
        <TextAreaField
          label="Summary"
          name="summary"
          defaultValue={text.summary}
          errors={errors.summary}
          hint="One or two sentences; **bold**, *italics* and [links](https://…) work."
          rows={3}
        />
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={text.description}
          errors={errors.description}
          hint="Paragraphs, ## headings, lists and links. HTML is removed except for simple formatting."
          rows={10}
        />
      </fieldset>

      <fieldset className="back-office-form__group">
        <legend>Costs and reviews</legend>
        <div className="back-office-form__grid">
          <TextField
            label="Hotel, double room per night (€)"
            name="nightlyRate"
            inputMode="decimal"
            defaultValue={text.nightlyRate}
            errors={errors.nightlyRate}
            required
          />
          <TextField
            label="Food and transport per person per day (€)"
            name="dailyCost"
            inputMode="decimal"
            defaultValue={text.dailyCost}
            errors={errors.dailyCost}
            required
          />
          <TextField
            label="Rating (0.0–5.0)"
            name="rating"
            inputMode="decimal"
            defaultValue={text.rating}
            errors={errors.rating}
          />
          <TextField
            label="Reviews"
            name="reviewCount"
            inputMode="numeric"
            defaultValue={text.reviewCount}
            errors={errors.reviewCount}
          />
          <SelectField
            label="Cost basis"
            name="costBasis"
            value={text.costBasis}
            options={costBases}
            errors={errors.costBasis}
          />
          <TextField
            label="Price level (USA = 100)"
            name="priceLevel"
            inputMode="decimal"
            defaultValue={text.priceLevel}
            errors={errors.priceLevel}
          />
        </div>
      </fieldset>

      <fieldset className="back-office-form__group">
        <legend>Sights and entry prices</legend>
        {errors.sights ? <p className="field__error">{errors.sights.join(" ")}</p> : null}
        <table className="back-office-table back-office-table--form">
          <thead>
            <tr>
              <th scope="col">Sight</th>
              <th scope="col">Price per adult (€, 0 if free)</th>
            </tr>
          </thead>
          <tbody>
            {sights.map((sight, index) => (
              <tr key={index}>
                <td>
                  <input type="hidden" name="sightId" value={sight.id} />
                  <input
                    className="field__control"
                    name="sightName"
                    defaultValue={sight.name}
                    aria-label={`Sight ${index + 1}: name`}
                    aria-invalid={errors[`sight-${index}`] ? true : undefined}
                  />
                  {errors[`sight-${index}`] ? (
                    <p className="field__error">{errors[`sight-${index}`]!.join(" ")}</p>
                  ) : null}
                </td>
                <td>
                  <input
                    className="field__control"
                    name="sightPrice"
                    inputMode="decimal"
                    defaultValue={sight.price}
                    aria-label={`Sight ${index + 1}: price in euros`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field__hint">Empty rows are ignored; clear a row to remove that sight.</p>
      </fieldset>

      <fieldset className="back-office-form__group">
        <legend>Best months</legend>
        <div className="back-office-form__choices">
          {MONTHS.map((month, index) => (
            <label key={month} className="back-office-form__choice">
              <input
                type="checkbox"
                name="bestMonths"
                value={index + 1}
                defaultChecked={values.bestMonths.includes(String(index + 1))}
              />{" "}
              {month}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="back-office-form__group">
        <legend>Facts</legend>
        <div className="back-office-form__grid">
          <TextField
            label="GeoNames id"
            name="geonameId"
            inputMode="numeric"
            defaultValue={text.geonameId}
            errors={errors.geonameId}
          />
          <TextField
            label="Population"
            name="population"
            inputMode="numeric"
            defaultValue={text.population}
            errors={errors.population}
          />
          <TextField
            label="Time zone"
            name="timeZone"
            defaultValue={text.timeZone}
            errors={errors.timeZone}
            hint="Like Europe/Lisbon."
          />
          <TextField
            label="Currencies"
            name="currencyCodes"
            defaultValue={text.currencyCodes}
            errors={errors.currencyCodes}
            hint="Codes separated by commas, like EUR."
          />
          <TextField
            label="Languages"
            name="languages"
            defaultValue={text.languages}
            errors={errors.languages}
            hint="Separated by commas."
          />
        </div>
      </fieldset>

      <div className="back-office-form__submit">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

function SelectField({
  label,
  name,
  value,
  options,
  errors,
}: {
  label: string;
  name: string;
  value: string;
  options: string[];
  errors?: string[] | undefined;
}) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="field__control"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      >
        <option value="">Not set</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id={`${id}-error`} className="field__error">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
