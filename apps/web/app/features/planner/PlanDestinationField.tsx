/** The planner page's first field: where to go, from the catalogue. */
export function PlanDestinationField({
  choices,
  chosenId,
  error,
}: {
  choices: { id: number; name: string }[];
  chosenId: number | undefined;
  error: string | undefined;
}) {
  return (
    <div className="search-field search-form__wide">
      <label htmlFor="plan-destination" className="search-field__label">
        Destination
      </label>
      <select
        id="plan-destination"
        name="destination"
        className="search-field__control"
        defaultValue={chosenId ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "plan-destination-error" : undefined}
      >
        <option value="">Choose a destination</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="plan-destination-error" className="search-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
