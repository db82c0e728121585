import type { MetaFunction } from "@remix-run/react";
import { AccountSection } from "~/components/content/PlaceholderPage";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "My Destinations", description: "Your favourite destinations.", noindex: true });

export default function FavouriteDestinations() {
  return (
    <AccountSection
      eyebrow="My Destinations"
      title="Your favourite destinations"
      lead="Destinations you save appear here, with their costs side by side so you can choose where to go next."
    />
  );
}
