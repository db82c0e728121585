import type { ReactNode } from "react";
import "./account.css";

/** The card the sign-in, sign-up and profile pages sit in. */
export function AccountCard({
  eyebrow,
  title,
  lead,
  wide = false,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Room for several forms side by side (My Profile). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="account-page" aria-labelledby="account-title">
      <div className={`container ${wide ? "" : "container--narrow "}account-page__card`}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="account-title" className="account-page__title">
          {title}
        </h1>
        {lead ? <p className="account-page__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * What went wrong with the form as a whole (wrong password, too many attempts), or a pointer to
 * the fields when only they have messages. Announced when it appears.
 */
export function FormErrorSummary({
  formError,
  hasFieldErrors,
}: {
  formError?: string | undefined;
  hasFieldErrors: boolean;
}) {
  if (!formError && !hasFieldErrors) return null;
  return (
    <p className="form__error-summary" role="alert">
      {formError ?? "Please check the highlighted fields."}
    </p>
  );
}

/** Whether a reply's errors name any field (the form-wide message is shown separately). */
export function hasFieldErrors(errors: Partial<Record<string, string[]>> | undefined): boolean {
  return Object.entries(errors ?? {}).some(
    ([field, messages]) => field !== "form" && Boolean(messages?.length),
  );
}
