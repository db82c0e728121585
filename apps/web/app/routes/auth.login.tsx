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
import { safeRedirectPath } from "@travel/domain";
import { AccountCard, FormErrorSummary, hasFieldErrors } from "~/features/account/AccountCard";
import { Honeypot } from "~/ui/Honeypot";
import { ForgotPasswordLink } from "~/features/account/AccountRecovery";
import { TextField } from "~/ui/Field";
import { GoogleSignIn } from "~/features/account/GoogleSignIn";
import { signInAction } from "~/features/account/auth.server";
import { pageMeta } from "~/lib/meta";
import { orWhenUnavailable } from "~/lib/http/backend.server";
import { getUser } from "~/lib/session.server";
import { authHref } from "~/lib/auth-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign in",
    description: "Sign in to your Wayfarer account.",
    noindex: true,
  });

export async function loader({ request, url }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  // Already signed in: straight on to where they were going.
  // Auth silent: show the form; signing in then answers 503 itself.
  if (await orWhenUnavailable(getUser(request), null)) throw redirect(redirectTo);
  return { redirectTo };
}

export function action({ request, context }: ActionFunctionArgs) {
  return signInAction(request, context);
}

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const signUpHref = authHref("/auth/signup", redirectTo);
  return (
    <AccountCard
      eyebrow="Sign in / register"
      title="Welcome back"
      lead="Sign in to see your saved destinations, compare their costs and keep your profile up to date."
    >
      <Form method="post" noValidate className="form auth-form" aria-label="Sign in">
        <FormErrorSummary
          formError={reply?.formError}
          hasFieldErrors={hasFieldErrors(reply?.errors)}
        />
        <Honeypot />
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
          autoComplete="current-password"
          required
          errors={reply?.errors.password}
        />
        <ForgotPasswordLink />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <GoogleSignIn from="/auth/login" redirectTo={redirectTo} />
      <p className="account-page__aside">
        New to Wayfarer? <Link to={signUpHref}>Create a free account</Link>.
      </p>
    </AccountCard>
  );
}
