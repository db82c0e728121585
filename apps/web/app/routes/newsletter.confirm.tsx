import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { getNewsletterList } from "~/features/home/newsletter.server";
import { readForm } from "~/lib/http/read-form.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Confirm your subscription",
    description: "Confirm your Wayfarer newsletter subscription.",
    noindex: true,
  });

/** A link cut short by a mail program, or typed by hand: it cannot be any token we sent. */
const LINK_INCOMPLETE =
  "This confirmation link is incomplete. Please open the full link from the e-mail, or subscribe again from any page.";
const LINK_INVALID =
  "This confirmation link is not valid any more: it may have been used already, replaced by a newer one, or expired after 7 days. Please subscribe again from any page.";

/** Tokens are 43 base64url characters; anything else is refused before a lookup. */
const TOKEN = /^[\w-]{43}$/;

// Opening the link shows a button rather than confirming at once: mail scanners open links to
// check them, and only the person who reads the mail should be able to say yes (decision 060).
export function loader({ url }: LoaderFunctionArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (!TOKEN.test(token)) return data({ token: null, problem: LINK_INCOMPLETE }, { status: 400 });
  return { token, problem: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  if (!TOKEN.test(token))
    return data({ confirmed: false, problem: LINK_INCOMPLETE }, { status: 400 });
  try {
    const result = await getNewsletterList().confirm(token);
    if (!result.confirmed)
      return data({ confirmed: false, problem: LINK_INVALID }, { status: 400 });
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not confirm a newsletter sign-up");
    return data(
      {
        confirmed: false,
        problem:
          "We could not confirm your subscription just now. Please open the link again in a moment.",
      },
      { status: 503 },
    );
  }
  return { confirmed: true, problem: null };
}

export default function NewsletterConfirm() {
  const { token, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const shownProblem = result?.problem ?? problem;
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Newsletter</p>
        {result?.confirmed ? (
          <>
            <h1 className="status-page__title">You are subscribed</h1>
            <p className="status-page__lead" role="status">
              Thank you for confirming. Your first travel ideas arrive next month.
            </p>
            <Link to="/" className="button button--primary">
              Back to the home page
            </Link>
          </>
        ) : shownProblem ? (
          <>
            <h1 className="status-page__title">We could not confirm this subscription</h1>
            <p className="status-page__lead" role="alert">
              {shownProblem}
            </p>
            <Link to="/" className="button button--primary">
              Back to the home page
            </Link>
          </>
        ) : (
          <>
            <h1 className="status-page__title">Confirm your subscription</h1>
            <p className="status-page__lead">
              One click and the monthly travel ideas are on their way to you.
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={token ?? ""} />
              <button type="submit" className="button button--primary" disabled={submitting}>
                {submitting ? "Confirming…" : "Confirm my subscription"}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
