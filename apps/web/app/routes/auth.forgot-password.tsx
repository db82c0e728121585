import {
  type ActionFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { AccountNotice } from "~/features/account/AccountRecovery";
import { AccountCard, FormErrorSummary, hasFieldErrors } from "~/features/account/AccountCard";
import { Honeypot } from "~/ui/Honeypot";
import { forgotPasswordAction } from "~/features/account/password-reset.server";
import { RESET_MESSAGES } from "~/features/account/account-recovery-messages";
import { pageMeta } from "~/lib/meta";
import { TextField } from "~/ui/Field";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Forgot your password?",
    description: "Get a link to choose a new Wayfarer password.",
    noindex: true,
  });

export function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPassword() {
  const reply = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const sentTo =
    reply && "sentTo" in reply && typeof reply.sentTo === "string" ? reply.sentTo : undefined;
  return (
    <AccountCard
      eyebrow="Sign in / register"
      title="Forgot your password?"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {sentTo ? <AccountNotice>{RESET_MESSAGES.sent(sentTo)}</AccountNotice> : null}
      <Form method="post" noValidate className="form auth-form" aria-label="Reset your password">
        <FormErrorSummary
          formError={reply?.formError}
          hasFieldErrors={hasFieldErrors(reply?.errors)}
        />
        <Honeypot />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={reply?.values.email}
          errors={reply?.errors.email}
        />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Sending…" : sentTo ? "Send the link again" : "Send me a link"}
        </button>
      </Form>
      <p className="account-page__aside">
        Remembered it? <Link to="/auth/login">Back to sign in</Link>.
      </p>
    </AccountCard>
  );
}
