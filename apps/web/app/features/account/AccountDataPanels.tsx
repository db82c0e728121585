import { Form, useActionData, useNavigation } from "react-router";
import { FormErrorSummary } from "./AccountCard";
import { TextField } from "~/ui/Field";
import "./account-data.css";

/** The intent and reply of the danger zone's form (delete-account.server.ts). */
type DeleteReply = {
  intent: string;
  errors?: Partial<Record<"currentPassword" | "confirmEmail" | "confirm", string[]>>;
  formError?: string;
};

const DATA_EXPORT_PATH = "/my-profile/data.json";

/**
 * My Profile's last two panels: "Your data" (download everything stored about you) and the
 * danger zone (delete the account). Both are plain forms: they work without JavaScript.
 */
export function AccountDataPanels({
  email,
  proof,
}: {
  email: string;
  /** How this person confirms the deletion: their password, or (Google accounts) their e-mail. */
  proof: "password" | "google";
}) {
  const actionData = useActionData<DeleteReply>();
  const reply = actionData?.intent === "delete-account" ? actionData : undefined;
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  const hasErrors = Object.values(reply?.errors ?? {}).some((messages) => messages?.length);

  return (
    <>
      <section className="settings__panel account-data" aria-labelledby="your-data-title">
        <h2 id="your-data-title" className="settings__panel-title">
          Your data
        </h2>
        <p className="account-data__text">
          Download everything we keep about you — your profile, saved destinations with their trip
          and group plans, your calendar subscription, messages you sent us while signed in, your
          newsletter status and, for editors, every change you made in the back-office — as one JSON
          file.
        </p>
        {/* A native form: the answer is a file the browser saves, not a page. */}
        <form method="post" action={DATA_EXPORT_PATH} aria-label="Download my data">
          <button type="submit" className="button button--secondary">
            Download my data
          </button>
        </form>
      </section>

      <section className="settings__panel danger-zone" aria-labelledby="danger-zone-title">
        <h2 id="danger-zone-title" className="settings__panel-title danger-zone__title">
          Delete my account
        </h2>
        <p className="account-data__text">
          This removes your account, your profile and picture, your saved destinations and trip
          plans, messages you sent while signed in and your newsletter sign-up; an editor's name and
          address in the back-office's history are replaced by an anonymous label. It cannot be
          undone. You may want to download your data first.
        </p>
        {/* A whole-page post: afterwards nothing of the signed-in app stays in memory, and
            the person starts from the top of the home page. */}
        <Form
          method="post"
          reloadDocument
          noValidate
          className="form"
          aria-label="Delete my account"
        >
          <FormErrorSummary formError={reply?.formError} hasFieldErrors={hasErrors} />
          <input type="hidden" name="intent" value="delete-account" />
          {proof === "password" ? (
            <>
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={email}
                readOnly
                hidden
              />
              <TextField
                label="Current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                errors={reply?.errors?.currentPassword}
              />
            </>
          ) : (
            <TextField
              label="Type your e-mail address to confirm"
              name="confirmEmail"
              type="email"
              autoComplete="off"
              required
              hint="You signed up with Google: sign in with Google again if it has been more than 10 minutes."
              errors={reply?.errors?.confirmEmail}
            />
          )}
          <label className="danger-zone__confirm">
            <input type="checkbox" name="confirm" value="yes" required />
            <span>I understand that my account and data are deleted for good.</span>
          </label>
          {reply?.errors?.confirm?.length ? (
            <p className="field__error">{reply.errors.confirm.join(" ")}</p>
          ) : null}
          <button type="submit" className="button button--danger" disabled={deleting}>
            {deleting ? "Deleting…" : "Delete my account"}
          </button>
        </Form>
      </section>
    </>
  );
}
