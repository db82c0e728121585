import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { SIGNUP_REQUIRED_ERROR } from "@travel/domain";
import { Info } from "~/components/ui/page-icons";
import { AccountSection } from "~/components/content/PlaceholderPage";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Create an account", description: "Create a free Wayfarer account.", noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  const authError = new URL(request.url).searchParams.get("auth_error");
  return { signupRequired: authError === SIGNUP_REQUIRED_ERROR };
}

export default function SignUp() {
  const { signupRequired } = useLoaderData<typeof loader>();
  return (
    <AccountSection
      eyebrow="Create an account"
      title="Start your shortlist"
      lead="A free account keeps your favourite destinations in one place and remembers your travellers for every estimate."
    >
      {signupRequired ? (
        <p className="notice" role="status">
          <Info aria-hidden="true" size={18} />
          Create an account or sign in to see your saved destinations.
        </p>
      ) : null}
      <p className="account-page__aside">
        Already have an account? <Link to="/auth/login">Sign in</Link>.
      </p>
    </AccountSection>
  );
}
