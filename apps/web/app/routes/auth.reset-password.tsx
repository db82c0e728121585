import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { PASSWORD_MIN_LENGTH } from "@travel/domain";
import { AccountCard, FormErrorSummary, hasFieldErrors } from "~/features/account/AccountCard";
import { AccountNotice, AskAgainLink } from "~/features/account/AccountRecovery";
import { Honeypot } from "~/ui/Honeypot";
import { resetPasswordAction, resetPasswordLoader } from "~/features/account/password-reset.server";
import { pageMeta } from "~/lib/meta";
import { TextField } from "~/ui/Field";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Choose a new password",
    description: "Choose a new password for your Wayfarer account.",
    noindex: true,
  });

export function loader({ request, context }: LoaderFunctionArgs) {
  return resetPasswordLoader(request, context);
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
  return resetPasswordAction(request, context);
}

export default function ResetPassword() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  // A problem with the link (from the page or the form's answer) replaces the form.
  const problem = reply && "problem" in reply ? reply : page.problem ? page : null;
  if (problem?.problem || !page.oobCode) {
    return (
      <AccountCard eyebrow="Sign in / register" title="This link can't be used">
        <AccountNotice problem>{problem?.message}</AccountNotice>
        <AskAgainLink retry={problem?.problem === "unavailable"} />
      </AccountCard>
    );
  }
  const form = reply && "errors" in reply ? reply : undefined;
  return (
    <AccountCard
      eyebrow="Sign in / register"
      title="Choose a new password"
      lead={`For ${page.email}. Every device signed in to this account will be signed out.`}
    >
      <Form method="post" noValidate className="form auth-form" aria-label="Choose a new password">
        <FormErrorSummary
          formError={form?.formError}
          hasFieldErrors={hasFieldErrors(form?.errors)}
        />
        <Honeypot />
        <input type="hidden" name="oobCode" value={page.oobCode} />
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={page.email}
          readOnly
          hidden
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          errors={form?.errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          errors={form?.errors.confirmPassword}
        />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Saving…" : "Set new password"}
        </button>
      </Form>
    </AccountCard>
  );
}
