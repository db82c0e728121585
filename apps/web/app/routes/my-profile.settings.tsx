import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { AccountCard } from "~/features/account/AccountCard";
import { AccountDataPanels } from "~/features/account/AccountDataPanels";
import {
  CalendarPanel,
  NamePanel,
  PasswordPanel,
  PicturePanel,
} from "~/features/account/SettingsPanels";
import { settingsAction, type SettingsIntent } from "~/features/account/profile-settings.server";
import { settingsPageData } from "~/features/account/settings-page.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "My Profile", description: "Your Wayfarer profile.", noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return settingsPageData(request);
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

  return (
    <AccountCard
      eyebrow="My Profile"
      title="Profile settings"
      lead="Your name, profile picture and password live here, so estimates and bookings are always in your name."
      wide
    >
      <div className="settings">
        <PicturePanel
          picture={profile.picture}
          email={profile.email}
          emailVerified={profile.emailVerified}
          policy={profile.picturePolicy}
          reply={replyFor("picture")}
          busy={busy("picture")}
        />
        <NamePanel
          firstName={profile.firstName}
          lastName={profile.lastName}
          reply={replyFor("profile")}
          busy={busy("profile")}
        />
        <PasswordPanel email={profile.email} reply={replyFor("password")} busy={busy("password")} />
        <CalendarPanel />
        <AccountDataPanels email={profile.email} proof={profile.deletionProof} />
      </div>
    </AccountCard>
  );
}
