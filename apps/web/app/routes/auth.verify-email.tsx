import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { AccountNotice } from "~/features/account/AccountRecovery";
import { AccountCard } from "~/features/account/AccountCard";
import { Honeypot } from "~/ui/Honeypot";
import { verifyEmailAction, verifyEmailLoader } from "~/features/account/email-verification.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Verify your email address",
    description: "Confirm the email address of your Wayfarer account.",
    noindex: true,
  });

export function loader({ request, context }: LoaderFunctionArgs) {
  return verifyEmailLoader(request, context);
}

/**
 * After the form's answer the page keeps the code it was opened with: checking it again would
 * spend another try of the per-client code limit (and another call to Firebase).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? false : defaultShouldRevalidate);

export function action({ request, context }: ActionFunctionArgs) {
  return verifyEmailAction(request, context);
}

export default function VerifyEmail() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  if (result?.verifiedEmail) {
    return (
      <AccountCard eyebrow="My Profile" title="Your email address is verified">
        <AccountNotice>{result.message}</AccountNotice>
        <p className="account-page__aside">
          <Link to="/my-profile/settings">Go to My Profile</Link> or{" "}
          <Link to="/destinations">browse destinations</Link>.
        </p>
      </AccountCard>
    );
  }
  const problem = result?.problem ? result : page.problem ? page : null;
  if (problem) {
    return (
      <AccountCard eyebrow="My Profile" title="We could not verify this address">
        <AccountNotice problem>{problem.message}</AccountNotice>
        <p className="account-page__aside">
          <Link to="/my-profile/settings">Go to My Profile</Link> to send a new link.
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      eyebrow="My Profile"
      title="Verify your email address"
      lead="One click confirms that this address is yours."
    >
      <Form method="post" className="form auth-form" aria-label="Verify your email address">
        <Honeypot />
        <input type="hidden" name="oobCode" value={page.oobCode ?? ""} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Verifying…" : "Verify my email address"}
        </button>
      </Form>
    </AccountCard>
  );
}
