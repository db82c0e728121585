import { Form, Link } from "react-router";
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@travel/domain";
import { Avatar } from "~/ui/Avatar";
import { TextField } from "~/ui/Field";
import { FormErrorSummary, hasFieldErrors } from "./AccountCard";
import { EmailVerificationStatus } from "./AccountRecovery";
import type { SettingsFormReply } from "./settings-types";

/*
 * My Profile's panels, one form each. `reply` is the action's answer to that form (absent for
 * the others); `busy` is true while that form is being sent.
 */

export function PicturePanel({
  picture,
  email,
  emailVerified,
  policy,
  reply,
  busy,
}: {
  picture: string | null;
  email: string;
  emailVerified: boolean | null;
  policy: { types: string; maxMegabytes: number };
  reply: SettingsFormReply | undefined;
  busy: boolean;
}) {
  return (
    <section className="settings__panel settings__picture" aria-labelledby="picture-title">
      <h2 id="picture-title" className="settings__panel-title">
        Profile picture
      </h2>
      <Avatar src={picture} size={112} alt="Your profile picture" />
      {email ? <p className="settings__email">{email}</p> : null}
      <EmailVerificationStatus verified={emailVerified} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="form"
        aria-label="Upload a profile picture"
      >
        <input type="hidden" name="intent" value="picture" />
        <TextField
          label="New picture"
          name="picture"
          type="file"
          accept={policy.types}
          className="field__control field__control--file"
          hint={`JPEG, PNG or WebP, up to ${policy.maxMegabytes} MB.`}
          errors={reply?.errors.picture}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? "Uploading…" : "Upload picture"}
        </button>
      </Form>
      {/* Also here, not only in the header's menu, which needs JavaScript to open. */}
      <Form method="post" action="/auth/logout" className="settings__sign-out">
        <button type="submit" className="text-link">
          Sign out
        </button>
      </Form>
    </section>
  );
}

export function NamePanel({
  firstName,
  lastName,
  reply,
  busy,
}: {
  firstName: string;
  lastName: string;
  reply: SettingsFormReply | undefined;
  busy: boolean;
}) {
  return (
    <section className="settings__panel" aria-labelledby="names-title">
      <h2 id="names-title" className="settings__panel-title">
        Your name
      </h2>
      <Form method="post" noValidate className="form" aria-label="Your name">
        <FormErrorSummary
          formError={reply?.formError}
          hasFieldErrors={hasFieldErrors(reply?.errors)}
        />
        <input type="hidden" name="intent" value="profile" />
        <div className="settings__row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={reply?.values.firstName ?? firstName}
            errors={reply?.errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={reply?.values.lastName ?? lastName}
            errors={reply?.errors.lastName}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Saving…" : "Save name"}
        </button>
      </Form>
    </section>
  );
}

export function PasswordPanel({
  email,
  reply,
  busy,
}: {
  email: string;
  reply: SettingsFormReply | undefined;
  busy: boolean;
}) {
  return (
    <section className="settings__panel" aria-labelledby="password-title">
      <h2 id="password-title" className="settings__panel-title">
        Change password
      </h2>
      <Form method="post" noValidate className="form" aria-label="Change password">
        <FormErrorSummary
          formError={reply?.formError}
          hasFieldErrors={hasFieldErrors(reply?.errors)}
        />
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          errors={reply?.errors.currentPassword}
        />
        <div className="settings__row">
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            errors={reply?.errors.newPassword}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            errors={reply?.errors.confirmPassword}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </Form>
    </section>
  );
}

export function CalendarPanel() {
  return (
    <section className="settings__panel" aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="settings__panel-title">
        Calendar
      </h2>
      <p>
        Follow your saved trips in your calendar app with a private address that you can stop or
        renew at any time.
      </p>
      <Link to="/my-profile/calendar" className="text-link">
        Calendar subscription
      </Link>
    </section>
  );
}
