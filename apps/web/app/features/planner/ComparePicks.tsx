import { MAX_COMPARED } from "./trip-limits";

/** Up to three destination pickers; the first is the one a comparison needs. */
export function ComparePicks({
  selected,
  choices,
}: {
  selected: number[];
  choices: { id: number; name: string }[];
}) {
  return (
    <fieldset className="search-form__wide compare-picks">
      <legend className="search-field__label">Destinations</legend>
      {Array.from({ length: MAX_COMPARED }, (_, index) => (
        <div key={index} className="search-field">
          <label htmlFor={`compare-destination-${index + 1}`} className="visually-hidden">
            Destination {index + 1}
          </label>
          <select
            id={`compare-destination-${index + 1}`}
            name="ids"
            className="search-field__control"
            defaultValue={selected[index] ?? ""}
          >
            <option value="">
              {index === 0 ? "Choose a destination" : "Add a destination (optional)"}
            </option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
