import type { ComparePick } from "./planner-types";
import { DestinationInput, FieldMessages } from "./search-fields";

/** Up to three destination fields, typed (with suggestions when script runs); the first is the one a comparison needs. */
export function ComparePicks({ picks }: { picks: ComparePick[] }) {
  return (
    <fieldset className="search-form__wide compare-picks">
      <legend className="search-field__label">Destinations</legend>
      {picks.map((pick, index) => {
        const id = `compare-destination-${index + 1}`;
        return (
          <div
            key={index}
            className={`search-field${pick.choices?.length ? " search-field--choices" : ""}`}
          >
            <label htmlFor={id} className="visually-hidden">
              Destination {index + 1}
            </label>
            <DestinationInput
              id={id}
              name="ids"
              value={pick.value}
              error={pick.error}
              placeholder={index === 0 ? "Where to?" : "And where else? (optional)"}
            />
            <FieldMessages id={id} error={pick.error} choices={pick.choices} />
          </div>
        );
      })}
    </fieldset>
  );
}
