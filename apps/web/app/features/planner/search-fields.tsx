import type { ReactNode } from "react";
import type { FieldChoice } from "~/features/planner/search-form";

/**
 * Field pieces shared by the search forms and the trip planner: label, control, hint, error
 * and "pick one" choices, wired for screen readers. Plain elements only (no router hooks): the
 * find-place forms are a lazy island (features/find-place/LazySearchForm.tsx).
 */
export function describedBy(
  id: string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

export function FieldMessages({
  id,
  hint,
  error,
  choices,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
  choices?: FieldChoice[] | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="search-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="search-field__error">
          {error}
        </p>
      ) : null}
      {choices?.length ? (
        <ul className="search-field__choices" aria-label="Pick one">
          {choices.map((choice) => (
            <li key={choice.href}>
              <a href={choice.href} className="search-field__choice">
                <span className="search-field__choice-label">{choice.label}</span>
                <span className="search-field__choice-detail">{choice.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type SearchFieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  choices?: FieldChoice[] | undefined;
  className?: string;
  children: ReactNode;
};

/** A labelled control; the control itself is passed as children (give it `id`). */
export function SearchField({
  id,
  label,
  error,
  hint,
  choices,
  className,
  children,
}: SearchFieldProps) {
  return (
    <div
      className={["search-field", choices?.length ? "search-field--choices" : null, className]
        .filter(Boolean)
        .join(" ")}
    >
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} choices={choices} />
    </div>
  );
}

type SuggestInputProps = {
  id: string;
  name: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
};

/** A text field that works as typed without JavaScript; with it, a combobox over `suggest`'s answers. */
function SuggestInput({
  id,
  name,
  value,
  error,
  hint,
  placeholder,
  suggest,
  listLabel,
}: SuggestInputProps & { suggest: "airports" | "destinations"; listLabel: string }) {
  return (
    <div className="combobox">
      <input
        id={id}
        name={name}
        type="text"
        className="search-field__control"
        defaultValue={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="words"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        data-suggest={suggest}
        data-listbox={`${id}-options`}
      />
      <ul
        id={`${id}-options`}
        role="listbox"
        aria-label={listLabel}
        className="combobox__listbox"
        hidden
      />
    </div>
  );
}

/**
 * An airport (or city) text field that works as typed without JavaScript; the search
 * enhancements turn it into an ARIA combobox over /api/airports, filling the listbox below.
 */
export function AirportInput({ placeholder = "City or airport", ...props }: SuggestInputProps) {
  return (
    <SuggestInput {...props} placeholder={placeholder} suggest="airports" listLabel="Airports" />
  );
}

/**
 * A destination text field: a typed name works without JavaScript (the server reads it, or
 * offers "pick one" links); the search enhancements suggest places from /api/destinations.
 */
export function DestinationInput({ placeholder = "City or place", ...props }: SuggestInputProps) {
  return (
    <SuggestInput
      {...props}
      placeholder={placeholder}
      suggest="destinations"
      listLabel="Destinations"
    />
  );
}

/** A date field of the search forms; `data-date` lets the enhancements keep return after departure. */
function DateInput({
  id,
  name,
  value,
  error,
  min,
}: {
  id: string;
  name: string;
  value?: string | undefined;
  error?: string | undefined;
  min: string;
}) {
  return (
    <input
      id={id}
      name={name}
      type="date"
      className="search-field__control"
      defaultValue={value}
      min={min}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error })}
      data-date={name}
    />
  );
}

type DateFieldSpec = {
  id: string;
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
};

/**
 * A trip's two dates (out and back, check-in and check-out), the same in every form of the
 * site; `pair` sets them side by side on wide forms.
 */
export function DateRangeFields({
  dates,
  min,
  pair = false,
}: {
  dates: [DateFieldSpec, DateFieldSpec];
  min: string;
  pair?: boolean;
}) {
  return (
    <>
      {dates.map(({ id, name, label, value, error }) => (
        <SearchField
          key={name}
          id={id}
          className={pair ? "search-field--pair" : undefined}
          label={label}
          error={error}
        >
          <DateInput id={id} name={name} value={value} error={error} min={min} />
        </SearchField>
      ))}
    </>
  );
}
