import type { AdviceDates } from "~/features/destinations/travel-advice-types";
import "./kept-out.css";

/**
 * The traveller's choice to see every place (`everywhere=1`, decision 141): places under a
 * do-not-travel advisory or without scheduled flights are left out of suggestions unless this is
 * ticked. A plain checkbox of the page's GET form; the advice's dates are said with it.
 */
export function KeptOutOption({
  id,
  checked,
  adviceDates,
  className,
}: {
  id: string;
  checked: boolean;
  adviceDates: AdviceDates;
  className?: string;
}) {
  const dated = [
    adviceDates.canada ? `Canada's latest of ${adviceDates.canada}` : null,
    adviceDates.unitedStates ? `the United States' latest of ${adviceDates.unitedStates}` : null,
  ].filter(Boolean);
  return (
    <div className={`kept-out-option ${className ?? ""}`}>
      <label className="kept-out-option__choice">
        <input
          type="checkbox"
          name="everywhere"
          value="1"
          defaultChecked={checked}
          aria-describedby={`${id}-hint`}
        />
        Include places under travel advisories or without scheduled flights
      </label>
      <p id={`${id}-hint`} className="kept-out-option__hint">
        Left out unless ticked: places where Canada advises against all travel or the United States
        says &ldquo;Do not travel&rdquo;, and places no scheduled flight reaches.
        {dated.length > 0 ? ` Travel advice as published: ${dated.join(", ")}.` : null}
      </p>
    </div>
  );
}
