import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import { AccountNotice } from "~/features/account/AccountRecovery";
import { AccountCard } from "~/features/account/AccountCard";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Email link", description: "A Wayfarer email link.", noindex: true });

/**
 * Firebase's e-mail templates link to one "action URL" for every kind of mail (set to this
 * route in the console, docs/deploy.md) with `mode` saying which. Each mode has its own page;
 * only the code is passed on (the API key and language Firebase adds are not needed).
 */
const PAGES: Record<string, string> = {
  resetPassword: "/auth/reset-password",
  verifyEmail: "/auth/verify-email",
};

export function loader({ url }: LoaderFunctionArgs) {
  const params = url.searchParams;
  const page = PAGES[params.get("mode") ?? ""];
  if (!page) return data({ unknown: true }, { status: 400 });
  // The Location carries a live code: no cache keeps it.
  throw redirect(`${page}?${new URLSearchParams({ oobCode: params.get("oobCode") ?? "" })}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

export default function EmailAction() {
  useLoaderData<typeof loader>();
  return (
    <AccountCard eyebrow="Sign in / register" title="This link can't be used here">
      <AccountNotice problem>
        This site does not handle this kind of email link. Please open the latest link from your
        email, or ask for a new one.
      </AccountNotice>
      <p className="account-page__aside">
        <Link to="/auth/forgot-password">Reset your password</Link> or{" "}
        <Link to="/auth/login">sign in</Link>.
      </p>
    </AccountCard>
  );
}
