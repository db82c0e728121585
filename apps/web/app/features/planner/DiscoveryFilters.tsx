import type { WeatherWish } from "@travel/domain";
import type { AdviceDates } from "~/features/destinations/travel-advice-types";
import { WeatherWishFields } from "~/features/weather/WeatherWishFields";
import { KeptOutOption } from "./KeptOutOption";

/**
 * The filters budget discovery and the group ranking add to their GET forms: the weather in a
 * month ("warm in March, under €800 for two") and the option to include places kept out by
 * default (`everywhere=1`). Both work without JavaScript.
 */
export function DiscoveryFilters({
  idPrefix,
  weather,
  includeKeptOut,
  adviceDates,
}: {
  idPrefix: string;
  weather: { wish?: WeatherWish | undefined; error?: string | undefined };
  includeKeptOut: boolean;
  adviceDates: AdviceDates;
}) {
  return (
    <>
      <WeatherWishFields
        idPrefix={idPrefix}
        wish={weather.wish}
        error={weather.error}
        className="search-form__wide"
        classes={{
          field: "search-field",
          label: "search-field__label",
          control: "search-field__control",
        }}
      />
      <KeptOutOption
        id={`${idPrefix}-everywhere`}
        checked={includeKeptOut}
        adviceDates={adviceDates}
        className="search-form__wide"
      />
    </>
  );
}
