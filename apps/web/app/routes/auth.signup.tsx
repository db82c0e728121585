import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import {
  FAVOURITE_DESTINATIONS_PATH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_REQUIRED_ERROR,
  safeRedirectPath,
} from "@travel/domain";
import { AccountCard, FormErrorSummary, hasFieldErrors } from "~/features/account/AccountCard";
import { Honeypot } from "~/ui/Honeypot";
import { TextField } from "~/ui/Field";
import { GoogleSignIn } from "~/features/account/GoogleSignIn";
import { Info } from "~/ui/page-icons";
import { AccountNotice } from "~/features/account/AccountRecovery";
import { SIGN_UP_MESSAGES } from "~/features/account/account-recovery-messages";
import { signUpAction } from "~/features/account/auth.server";
import { pageMeta } from "~/lib/meta";
import { orWhenUnavailable } from "~/lib/http/backend.server";
import { getUser } from "~/lib/session.server";
import { authHref } from "~/lib/auth-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Create an account",
    description: "Create a free Wayfarer account.",
    noindex: true,
  });

export async function loader({ request, url }: LoaderFunctionArgs) {
  const params = url.searchParams;
  const signupRequired = params.get("auth_error") === SIGNUP_REQUIRED_ERROR;
  // Sent here from My destinations: that is where the new account should land.
  const redirectTo = safeRedirectPath(
    params.get("redirectTo"),
    signupRequired ? FAVOURITE_DESTINATIONS_PATH : "/",
  );
  // Auth silent: show the form; signing in then answers 503 itself.
  if (await orWhenUnavailable(getUser(request), null)) throw redirect(redirectTo);
  return { signupRequired, redirectTo };
}

export function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(request, context);
}

export default function SignUp() {
  const { signupRequired, redirectTo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const signInHref = authHref("/auth/login", redirectTo);
  // The same page for a new address and one that already has an account (decision 090).
  const sentTo =
    reply && "sentTo" in reply && typeof reply.sentTo === "string" ? reply.sentTo : undefined;
  if (sentTo) {
    return (
      <AccountCard eyebrow="Create an account" title="Check your inbox">
        <AccountNotice>{SIGN_UP_MESSAGES.sent(sentTo)}</AccountNotice>
        <p className="account-page__aside">{SIGN_UP_MESSAGES.next}</p>
        <p className="account-page__aside">
          <Link to={signInHref} className="button button--primary">
            Sign in
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
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
      <Form method="post" noValidate className="form auth-form" aria-label="Create an account">
        <FormErrorSummary
          formError={reply?.formError}
          hasFieldErrors={hasFieldErrors(reply?.errors)}
        />
        <Honeypot />
        <div className="auth-form__names">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
            defaultValue={reply?.values.firstName}
            errors={reply?.errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX_LENGTH}
            defaultValue={reply?.values.lastName}
            errors={reply?.errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={reply?.values.email}
          errors={reply?.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          errors={reply?.errors.password}
        />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Creating your account…" : "Create account"}
        </button>
      </Form>
      <GoogleSignIn from="/auth/signup" redirectTo={redirectTo} />
      <p className="account-page__aside">
        Already have an account? <Link to={signInHref}>Sign in</Link>.
      </p>
    </AccountCard>
  );
}
