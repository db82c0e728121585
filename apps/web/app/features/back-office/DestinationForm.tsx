import type { OverridableFact } from "@travel/domain";
import { TextAreaField, TextField } from "~/ui/Field";
import type { PhotoView } from "~/features/photos/photo-addresses";
import { EditorForm, type FormAction } from "./EditorForm";
import { PhotoList } from "./PhotoList";
import {
  type DestinationFormErrors,
  type DestinationFormPage,
  type DestinationFormValues,
  type FactRow,
  MONTHS,
  sightRows,
} from "./destination-form";

/**
 * A destination as one form (decision 173): the place's facts read-only with their sources,
 * each figure editors may set instead with the reason for it; the editors' words, types, months,
 * sights and photos. Every button saves what is on screen first. Works without JavaScript
 * (photos through the form's slots); with it, photos upload as soon as they are chosen.
 */
export function DestinationForm({
  values,
  errors,
  page,
  photos,
  version,
  actions,
  hidden,
}: {
  values: DestinationFormValues;
  errors: DestinationFormErrors;
  page: DestinationFormPage;
  photos: PhotoView[];
  version: number | null;
  actions: FormAction[];
  /** Fields the page adds as they are (the chosen place). */
  hidden?: Record<string, string>;
}) {
  return (
    <EditorForm version={version} actions={actions} multipart>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FactsSection page={page} values={values} errors={errors} />

      <fieldset className="back-office-form__group">
        <legend>Name and words (Markdown)</legend>
        <TextField
          label="Name"
          name="name"
          defaultValue={values.name}
          errors={errors.name}
          hint="As travellers know the place; plain text."
          required
        />
        <TextAreaField
          label="Summary"
          name="summary"
          defaultValue={values.summary}
          errors={errors.summary}
          hint="One or two sentences; **bold**, *italics* and [links](https://…) work."
          rows={3}
        />
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={values.description}
          errors={errors.description}
          hint="Paragraphs, ## headings, lists and links. HTML is removed except for simple formatting."
          rows={10}
        />
      </fieldset>

      <Choices
        legend="Types"
        name="typeIds"
        options={page.types}
        chosen={values.typeIds}
        errors={errors.typeIds}
        hint="Suggested from the place's data (the coast, the weather, its size); change them as you see fit."
      />
      <Choices
        legend="Best months"
        name="bestMonths"
        options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))}
        chosen={values.bestMonths}
        errors={errors.bestMonths}
        hint={page.climateMonths ?? undefined}
      />
      <SightsTable values={values} errors={errors} />
      <PhotoList photos={photos} values={values} errors={errors} />
    </EditorForm>
  );
}

function Choices({
  legend,
  name,
  options,
  chosen,
  errors,
  hint,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  chosen: string[];
  errors: string[] | undefined;
  hint?: string | undefined;
}) {
  const described = [hint ? `${name}-hint` : null, errors ? `${name}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="back-office-form__group" aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="back-office-form__choices">
        {options.map((option) => (
          <label key={option.value} className="back-office-form__choice">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
            />{" "}
            {option.label}
          </label>
        ))}
      </div>
      {errors ? (
        <p id={`${name}-error`} className="field__error">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

function SightsTable({
  values,
  errors,
}: {
  values: DestinationFormValues;
  errors: DestinationFormErrors;
}) {
  return (
    <fieldset className="back-office-form__group">
      <legend>Sights and entry prices</legend>
      {errors.sights ? <p className="field__error">{errors.sights.join(" ")}</p> : null}
      <div className="back-office-table__scroll">
        <table className="back-office-table back-office-table--form">
          <thead>
            <tr>
              <th scope="col">Sight</th>
              <th scope="col">Price per adult (€, 0 if free)</th>
            </tr>
          </thead>
          <tbody>
            {sightRows(values).map((sight, index) => {
              const nameError = errors[`sights[${index}].name`];
              const priceError = errors[`sights[${index}].price`];
              return (
                <tr key={index}>
                  <td>
                    <input type="hidden" name={`sights[${index}].id`} value={sight.id} />
                    <input
                      className="field__control"
                      name={`sights[${index}].name`}
                      defaultValue={sight.name}
                      aria-label={`Sight ${index + 1}: name`}
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? `sight-${index}-name-error` : undefined}
                    />
                    {nameError ? (
                      <p id={`sight-${index}-name-error`} className="field__error">
                        {nameError.join(" ")}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      className="field__control"
                      name={`sights[${index}].price`}
                      inputMode="decimal"
                      defaultValue={sight.price}
                      aria-label={`Sight ${index + 1}: price in euros`}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={priceError ? `sight-${index}-price-error` : undefined}
                    />
                    {priceError ? (
                      <p id={`sight-${index}-price-error`} className="field__error">
                        {priceError.join(" ")}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="field__hint">Empty rows are ignored; clear a row to remove that sight.</p>
    </fieldset>
  );
}

/** The place's facts, read-only with their sources; each figure editors may set has its own form part. */
function FactsSection({
  page,
  values,
  errors,
}: {
  page: DestinationFormPage;
  values: DestinationFormValues;
  errors: DestinationFormErrors;
}) {
  return (
    <fieldset className="back-office-form__group">
      <legend>The place, from open data</legend>
      <p className="field__hint">
        These figures come from the data the catalogue is built from; each says where. To use
        another figure, open “Use another figure” and say why: travellers read the reason beside it.
      </p>
      <dl className="fact-list">
        {page.facts.map((row) => (
          <div key={row.label} className="fact-list__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="fact-list__value">{row.value}</span>
              <span
                className={`fact-list__source${row.overridden ? " fact-list__source--editors" : ""}`}
              >
                {row.source}
              </span>
              {row.fact ? (
                <OverrideFields
                  row={row}
                  fact={row.fact}
                  page={page}
                  values={values}
                  errors={errors}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}

const OVERRIDE_LABELS: Record<OverridableFact, string> = {
  coordinates: "centre",
  timeZone: "time zone",
  airportCode: "main airport",
  climate: "climate",
  nightlyRate: "hotel price per night (€)",
  dailyCost: "daily cost per person (€)",
};

function OverrideFields({
  row,
  fact,
  page,
  values,
  errors,
}: {
  row: FactRow;
  fact: OverridableFact;
  page: DestinationFormPage;
  values: DestinationFormValues;
  errors: DestinationFormErrors;
}) {
  const typed = values.override[fact];
  const at = (field: string) => `override.${fact}.${field}`;
  const problem = ["value", "latitude", "longitude", "reason"].some((field) => errors[at(field)]);
  const open =
    problem || Boolean(typed && (typed.value || typed.latitude || typed.longitude || typed.reason));
  const label = OVERRIDE_LABELS[fact];
  return (
    <details className="fact-override" open={open}>
      <summary>Use another figure{row.overridden ? " (again)" : ""}</summary>
      <div className="back-office-form__grid">
        {fact === "coordinates" ? (
          <>
            <TextField
              label="Latitude"
              name={at("latitude")}
              inputMode="decimal"
              defaultValue={typed?.latitude}
              errors={errors[at("latitude")]}
            />
            <TextField
              label="Longitude"
              name={at("longitude")}
              inputMode="decimal"
              defaultValue={typed?.longitude}
              errors={errors[at("longitude")]}
            />
          </>
        ) : fact === "climate" || fact === "airportCode" ? (
          <SelectOrCode
            label={`New ${label}`}
            name={at("value")}
            value={typed?.value ?? ""}
            options={
              fact === "climate"
                ? page.climates.map((climate) => ({ value: climate, label: climate }))
                : page.airports.map((airport) => ({ value: airport.code, label: airport.label }))
            }
            errors={errors[at("value")]}
            other={fact === "airportCode"}
          />
        ) : (
          <TextField
            label={`New ${label}`}
            name={at("value")}
            inputMode={fact === "timeZone" ? undefined : "decimal"}
            defaultValue={typed?.value}
            errors={errors[at("value")]}
          />
        )}
        <TextField
          label={`Why this ${label}`}
          name={at("reason")}
          defaultValue={typed?.reason}
          errors={errors[at("reason")]}
          hint="Shown to travellers beside the figure."
        />
      </div>
    </details>
  );
}

function SelectOrCode({
  label,
  name,
  value,
  options,
  errors,
  other,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  errors: string[] | undefined;
  other: boolean;
}) {
  if (other)
    return (
      <TextField
        label={label}
        name={name}
        defaultValue={value}
        errors={errors}
        maxLength={3}
        hint={`An airport code: ${options.map((option) => option.value).join(", ") || "any we know"}, or another.`}
      />
    );
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
        <option value="">Keep it</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
