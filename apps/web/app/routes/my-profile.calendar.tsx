import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { FAVOURITE_DESTINATIONS_PATH } from "@travel/domain";
import { AccountCard } from "~/features/account/AccountCard";
import { calendarAppLinks } from "~/features/calendar/calendar-apps";
import { CopyAddress } from "~/features/calendar/CopyAddress";
import {
  subscriptionAction,
  subscriptionStatus,
} from "~/features/calendar/calendar-subscription.server";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import "~/features/calendar/calendar.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Calendar subscription",
    description: "Your saved trips in your calendar.",
    noindex: true,
  });

export function loader({ request }: LoaderFunctionArgs) {
  return subscriptionStatus(request);
}

export function action({ request }: ActionFunctionArgs) {
  return subscriptionAction(request);
}

/**
 * My Profile's calendar subscription: one private address that lists every saved plan. The
 * address is shown once, when it is made; renewing makes a new one and the old stops, revoking
 * stops it. Plain forms: no JavaScript needed.
 */
export default function CalendarSubscription() {
  const { since } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const { siteName } = useRootData().config;
  const busy = navigation.state === "submitting";
  const fresh = reply?.ok && reply.intent === "renew" ? reply.url : null;
  const active = fresh !== null || (since !== null && !(reply?.ok && reply.intent === "revoke"));
  return (
    <AccountCard
      eyebrow="My Profile"
      title="Calendar subscription"
      lead="Follow all your saved trips in your calendar app: each plan appears as all-day events from departure to return, with the party, the estimate and a link back to the plan."
      wide
    >
      <div className="calendar-subscription">
        {reply && !reply.ok ? (
          <p className="calendar-subscription__status" role="alert">
            {reply.error}
          </p>
        ) : null}
        {fresh ? (
          <div className="calendar-subscription__fresh" role="status">
            <p>
              Your private calendar address. Copy it now and add it to your calendar app as a
              subscription (“From URL”): for your safety it is shown only this once.
            </p>
            <label htmlFor="calendar-url" className="field__label">
              Subscription address
            </label>
            <div className="calendar-subscription__address">
              <input
                id="calendar-url"
                className="field__control calendar-subscription__url"
                readOnly
                value={fresh}
              />
              <CopyAddress inputId="calendar-url" />
            </div>
            <ul className="calendar-subscription__apps" aria-label="Add it to a calendar app">
              {calendarAppLinks(fresh, `${siteName} trips`).map(({ app, label, href }) => (
                <li key={app}>
                  <a href={href} className="button button--secondary" data-calendar-app={app}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
            <p className="calendar-subscription__hint">
              Anyone with this address can see your saved trips. If it gets out, make a new one
              below: the old one stops working at once.
            </p>
          </div>
        ) : (
          <p className="calendar-subscription__status" role="status">
            {reply?.ok && reply.intent === "revoke"
              ? "Your calendar subscription has stopped. Calendars that used its address no longer get your trips."
              : since
                ? `You have a calendar subscription, made on ${since}. Its address was shown when it was made; make a new one if you no longer have it.`
                : "You have no calendar subscription."}
          </p>
        )}
        <div className="calendar-subscription__actions">
          <Form method="post">
            <input type="hidden" name="intent" value="renew" />
            <button type="submit" className="button button--primary" disabled={busy}>
              {active ? "Make a new address" : "Make my calendar address"}
            </button>
          </Form>
          {active ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <button type="submit" className="button button--secondary" disabled={busy}>
                Stop the subscription
              </button>
            </Form>
          ) : null}
        </div>
        <p className="calendar-subscription__hint">
          One trip at a time: each saved plan on{" "}
          <Link to={FAVOURITE_DESTINATIONS_PATH} className="text-link">
            My destinations
          </Link>{" "}
          downloads as an .ics file.
        </p>
      </div>
    </AccountCard>
  );
}
