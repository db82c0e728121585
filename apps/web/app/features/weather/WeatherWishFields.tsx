import { warmths, type WeatherWish } from "@travel/domain";
import { MONTHS, monthName, WEATHER_RULE_WORDS } from "./weather-words";
import "./weather.css";

/**
 * The "weather in <month>" filter as plain GET fields (`month`, `warmth`, `dry`, `sunny`), so
 * "warm in March" works without JavaScript on every list that takes it: the browse page, budget
 * discovery and the group ranking. `classes` names the host form's field classes; the rule is
 * stated under the fields.
 */
export function WeatherWishFields({
  idPrefix,
  wish,
  classes,
  error,
  className,
}: {
  idPrefix: string;
  wish: Partial<WeatherWish> | undefined;
  classes: { field: string; label: string; control: string };
  error?: string | undefined;
  /** The host form's class for a field that spans its grid. */
  className?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const hint = id("weather-rule");
  return (
    <fieldset className={`weather-wish ${className ?? ""}`} aria-describedby={hint}>
      <legend className={classes.label}>Weather</legend>
      <div className="weather-wish__fields">
        <div className={classes.field}>
          <label htmlFor={id("month")} className={classes.label}>
            In
          </label>
          <select
            id={id("month")}
            name="month"
            defaultValue={wish?.month ?? ""}
            className={classes.control}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? id("weather-error") : undefined}
          >
            <option value="">Any month</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </select>
        </div>
        <div className={classes.field}>
          <label htmlFor={id("warmth")} className={classes.label}>
            Temperature
          </label>
          <select
            id={id("warmth")}
            name="warmth"
            defaultValue={wish?.warmth ?? ""}
            className={classes.control}
          >
            <option value="">Any</option>
            {warmths.map((warmth) => (
              <option key={warmth} value={warmth}>
                {warmth[0]?.toUpperCase()}
                {warmth.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <label className="weather-wish__tick">
          <input type="checkbox" name="dry" value="1" defaultChecked={wish?.dry === true} />
          Dry
        </label>
        <label className="weather-wish__tick">
          <input type="checkbox" name="sunny" value="1" defaultChecked={wish?.sunny === true} />
          Sunny
        </label>
      </div>
      {error ? (
        <p id={id("weather-error")} className="weather-wish__error" role="alert">
          {error}
        </p>
      ) : null}
      <p id={hint} className="weather-wish__rule">
        {WEATHER_RULE_WORDS}
      </p>
    </fieldset>
  );
}
