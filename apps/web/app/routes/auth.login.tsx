import { Link, type MetaFunction } from "@remix-run/react";
import { AccountSection } from "~/components/content/PlaceholderPage";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Sign in", description: "Sign in to your Wayfarer account.", noindex: true });

export default function SignIn() {
  return (
    <AccountSection
      eyebrow="Sign in / register"
      title="Welcome back"
      lead="Sign in to see your saved destinations, compare their costs and keep your profile up to date."
    >
      <p className="account-page__aside">
        New to Wayfarer? <Link to="/auth/signup">Create a free account</Link>.
      </p>
    </AccountSection>
  );
}
