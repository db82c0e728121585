import { lazyIsland } from "~/ui/lazy-island";
import type { WeatherView } from "./weather-view";

/** The weather chart as a lazy island: drawn with the page, its code loaded only to redraw it. */
export const LazyWeatherChart = lazyIsland<{ view: WeatherView }>(
  () => import("./WeatherChart").then((module) => module.WeatherChart),
  "LazyWeatherChart",
);
