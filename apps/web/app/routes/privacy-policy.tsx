import type { MetaFunction } from "react-router";
import { LegalPage } from "~/features/content/LegalPage";
import { privacySections } from "~/features/content/PrivacyPolicy";
import { pageScenes } from "~/features/content/page-scenes";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy Policy",
    description:
      "What personal data Wayfarer collects, why, how long we keep it, and the cookies we use.",
  });

export default function PrivacyPolicy() {
  const { config } = useRootData();
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What we collect, why, for how long, and the choices you have, including cookies."
      updatedOn="2025-01-06"
      updatedLabel="Jan 06, 2025"
      scene={pageScenes.privacy}
      sections={privacySections(config.supportEmail)}
    />
  );
}
