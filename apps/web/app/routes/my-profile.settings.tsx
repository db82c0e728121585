import type { MetaFunction } from "@remix-run/react";
import { AccountSection } from "~/components/content/PlaceholderPage";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "My Profile", description: "Your Wayfarer profile.", noindex: true });

export default function ProfileSettings() {
  return (
    <AccountSection
      eyebrow="My Profile"
      title="Profile settings"
      lead="Your name, profile picture and password live here, so estimates and bookings are always in your name."
    />
  );
}
