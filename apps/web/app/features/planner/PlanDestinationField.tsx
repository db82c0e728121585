import { DestinationInput, SearchField } from "./search-fields";
import type { FieldChoice } from "./search-form";

/** The planner page's first field: where to go, typed (with suggestions when script runs). */
export function PlanDestinationField({
  value,
  error,
  choices,
}: {
  value: string;
  error: string | undefined;
  choices: FieldChoice[] | undefined;
}) {
  return (
    <SearchField
      id="plan-destination"
      label="Destination"
      error={error}
      choices={choices}
      className="search-form__wide"
    >
      <DestinationInput id="plan-destination" name="destination" value={value} error={error} />
    </SearchField>
  );
}
