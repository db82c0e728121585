import type { MetaFunction } from "react-router";
import { LegalPage } from "~/features/content/LegalPage";
import { dataSources as sections } from "~/features/content/data-sources";
import { pageScenes } from "~/features/content/page-scenes";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Data sources",
    description:
      "Where our destinations, their summaries, weather, routes, travel advice and cost estimates come from: Wikivoyage, Wikipedia, GeoNames, the air-routes data, Canada's and the US's travel advice, OurAirports and the World Bank.",
  });

export default function Attribution() {
  return (
    <LegalPage
      title="Data sources"
      lead="Our catalogue of destinations is built from open data. Here is where it comes from."
      updatedOn="2026-12-01"
      updatedLabel="Dec 1, 2026"
      scene={pageScenes.attribution}
      sections={sections}
    />
  );
}
