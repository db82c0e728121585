import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from "@remix-run/react";
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@travel/domain";
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@travel/firebase-client";
import { AccountCard, FormErrorSummary, hasFieldErrors } from "~/features/account/AccountCard";
import { AccountDataPanels } from "~/features/account/AccountDataPanels";
import { deletionProof } from "~/features/account/delete-account.server";
import { Avatar } from "~/ui/Avatar";
import { TextField } from "~/ui/Field";
import { settingsAction, type SettingsIntent } from "~/features/account/profile-settings.server";
import { pageMeta } from "~/lib/meta";
import { needsBackend } from "~/lib/http/backend.server";
import { getProfile, requireUser } from "~/lib/session.server";
import { EmailVerificationStatus } from "~/features/account/AccountRecovery";
import { emailVerifiedOf } from "~/features/account/email-verification.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "My Profile", description: "Your Wayfarer profile.", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // No profile yet: an empty form (the service logs it, spec §8).
  const profile = await needsBackend(() => getProfile(request));
  return {
    email: user.email ?? "",
    emailVerified: await emailVerifiedOf(user.uid),
    deletionProof: await deletionProof(user.uid),
    firstName: profile?.firstName ?? "",
    lastName: profile?.lastName ?? "",
    picture: profile?.profilePicture || null,
    picturePolicy: {
      types: PICTURE_TYPES.join(","),
      maxMegabytes: PICTURE_MAX_BYTES / (1024 * 1024),
    },
  };
}

export function action({ request, context }: ActionFunctionArgs) {
  return settingsAction(request, context);
}

export default function ProfileSettings() {
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: SettingsIntent) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const replyFor = (intent: SettingsIntent) => (result?.intent === intent ? result : undefined);
  const names = replyFor("profile");
  const picture = replyFor("picture");
  const password = replyFor("password");

  return (
    <AccountCard
      eyebrow="My Profile"
      title="Profile settings"
      lead="Your name, profile picture and password live here, so estimates and bookings are always in your name."
      wide
    >
      <div className="settings">
        <section className="settings__panel settings__picture" aria-labelledby="picture-title">
          <h2 id="picture-title" className="settings__panel-title">
            Profile picture
          </h2>
          <Avatar src={profile.picture} size={112} alt="Your profile picture" />
          {profile.email ? <p className="settings__email">{profile.email}</p> : null}
          <EmailVerificationStatus verified={profile.emailVerified} />
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
              accept={profile.picturePolicy.types}
              className="field__control field__control--file"
              hint={`JPEG, PNG or WebP, up to ${profile.picturePolicy.maxMegabytes} MB.`}
              errors={picture?.errors.picture}
            />
            <button type="submit" className="button button--secondary" disabled={busy("picture")}>
              {busy("picture") ? "Uploading…" : "Upload picture"}
            </button>
          </Form>
          {/* Also here, not only in the header's menu, which needs JavaScript to open. */}
          <Form method="post" action="/auth/logout" className="settings__sign-out">
            <button type="submit" className="text-link">
              Sign out
            </button>
          </Form>
        </section>

        <section className="settings__panel" aria-labelledby="names-title">
          <h2 id="names-title" className="settings__panel-title">
            Your name
          </h2>
          <Form method="post" noValidate className="form" aria-label="Your name">
            <FormErrorSummary
              formError={names?.formError}
              hasFieldErrors={hasFieldErrors(names?.errors)}
            />
            <input type="hidden" name="intent" value="profile" />
            <div className="settings__row">
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                maxLength={NAME_MAX_LENGTH}
                defaultValue={names?.values.firstName ?? profile.firstName}
                errors={names?.errors.firstName}
              />
              <TextField
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                maxLength={NAME_MAX_LENGTH}
                defaultValue={names?.values.lastName ?? profile.lastName}
                errors={names?.errors.lastName}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy("profile")}>
              {busy("profile") ? "Saving…" : "Save name"}
            </button>
          </Form>
        </section>

        <section className="settings__panel" aria-labelledby="password-title">
          <h2 id="password-title" className="settings__panel-title">
            Change password
          </h2>
          <Form method="post" noValidate className="form" aria-label="Change password">
            <FormErrorSummary
              formError={password?.formError}
              hasFieldErrors={hasFieldErrors(password?.errors)}
            />
            <input type="hidden" name="intent" value="password" />
            {/* Lets password managers file the new password under the right account. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={profile.email}
              readOnly
              hidden
            />
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              errors={password?.errors.currentPassword}
            />
            <div className="settings__row">
              <TextField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                errors={password?.errors.newPassword}
              />
              <TextField
                label="Confirm new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                errors={password?.errors.confirmPassword}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy("password")}>
              {busy("password") ? "Changing…" : "Change password"}
            </button>
          </Form>
        </section>

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

        <AccountDataPanels email={profile.email} proof={profile.deletionProof} />
      </div>
    </AccountCard>
  );
}
