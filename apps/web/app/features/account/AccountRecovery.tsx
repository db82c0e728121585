import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import "./account-recovery.css";

/** A sentence about the whole page: a confirmation (status) or a problem with the link (alert). */
export function AccountNotice({
  problem = false,
  children,
}: {
  problem?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      className={problem ? "account-notice account-notice--problem" : "account-notice"}
      role={problem ? "alert" : "status"}
    >
      {children}
    </p>
  );
}

/** Under the sign-in form's password: the way back in for someone who forgot it. */
export function ForgotPasswordLink() {
  return (
    <p className="auth-form__forgot">
      <Link to="/auth/forgot-password">Forgot your password?</Link>
    </p>
  );
}

/** Where a link that cannot be used sends the person: a new link, or the same page again. */
export function AskAgainLink({ retry }: { retry: boolean }) {
  return (
    <p className="account-page__aside">
      {retry ? (
        <>
          <a href="">Try again</a> or{" "}
        </>
      ) : null}
      <Link to="/auth/forgot-password" className="button button--primary">
        Ask for a new link
      </Link>
    </p>
  );
}

/**
 * My Profile: whether the account's address is verified, and a way to get the link again.
 * `verified` is null when Auth could not say in time.
 */
export function EmailVerificationStatus({ verified }: { verified: boolean | null }) {
  if (verified === null) return null;
  if (verified)
    return (
      <p className="email-status email-status--verified" role="status">
        Email verified
      </p>
    );
  return (
    <div className="email-status email-status--unverified">
      <p role="status">Email not verified yet</p>
      <Form method="post" action="/my-profile/verify-email" aria-label="Verify your email">
        <button type="submit" className="text-link">
          Send the verification link again
        </button>
      </Form>
    </div>
  );
}
