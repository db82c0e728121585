import { describedBy } from "./search-fields";
import { travellerFieldId } from "./search-form";

export type TravellerField = "adults" | "children" | "infants";

/** A traveller category as the picker shows it (the domain's travellerCategories). */
export type TravellerCategoryCopy = { value: TravellerField; label: string; ages: string };

/**
 * Travellers in a disclosure: the summary reads the party ("2 Adults, 1 Child", or "Adults"
 * before anyone is chosen) and opens the counts. <details> opens without JavaScript; the search
 * enhancements keep the summary up to date while the counts change.
 */
export function TravellersPicker({
  idPrefix,
  summary,
  categories,
  values,
  errors,
  placeholders = { adults: "1", children: "0", infants: "0" },
}: {
  idPrefix: string;
  summary: string;
  categories: readonly TravellerCategoryCopy[];
  values: Partial<Record<TravellerField, string>>;
  errors: Partial<Record<TravellerField, string | undefined>>;
  placeholders?: Record<TravellerField, string>;
}) {
  const hasError = categories.some((category) => errors[category.value]);
  return (
    <div className="search-field travellers">
      <span className="search-field__label" id={`${idPrefix}-travellers-label`}>
        Travellers
      </span>
      <details className="travellers__picker" open={hasError || undefined} data-travellers="">
        <summary
          className="travellers__summary search-field__control"
          aria-describedby={`${idPrefix}-travellers-label`}
        >
          <span data-travellers-summary="">{summary}</span>
        </summary>
        <div className="travellers__counts">
          {categories.map((category) => {
            const id = travellerFieldId(idPrefix, category.value);
            const error = errors[category.value];
            return (
              <div key={category.value} className="travellers__count">
                <label htmlFor={id} className="travellers__count-label">
                  {category.label}
                  <span className="travellers__ages">{category.ages}</span>
                </label>
                <input
                  id={id}
                  name={category.value}
                  type="number"
                  inputMode="numeric"
                  min={category.value === "adults" ? 1 : 0}
                  max={9}
                  step={1}
                  className="search-field__control travellers__input"
                  defaultValue={values[category.value]}
                  placeholder={placeholders[category.value]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, { error })}
                  data-traveller={category.value}
                />
                {error ? (
                  <p id={`${id}-error`} className="search-field__error travellers__error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </details>
    </div>
  );
}
