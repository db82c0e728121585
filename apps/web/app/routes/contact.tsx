import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from "@remix-run/react";
import { CONTACT_MESSAGE_MAX_LENGTH } from "@travel/domain";
import { Mail } from "~/ui/icons";
import { CheckCircle, Clock, MapPin, MessageQuestion } from "~/ui/page-icons";
import { CompanyAddress } from "~/features/content/CompanyAddress";
import { TextAreaField, TextField } from "~/ui/Field";
import { PageHero } from "~/features/content/PageHero";
import { Honeypot } from "~/ui/Honeypot";
import { clientIpOf } from "~/features/account/auth-guard.server";
import {
  getContactInbox,
  parseContactForm,
  refuseContactMessage,
  type ContactFieldErrors,
} from "~/features/content/contact.server";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { pageScenes } from "~/features/content/page-scenes";
import { readForm } from "~/lib/http/read-form.server";
import { orWhenUnavailable } from "~/lib/http/backend.server";
import { getUser } from "~/lib/session.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import "~/features/content/content.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact",
    description:
      "Questions about a destination, a trip estimate or your account? Write to the Wayfarer team.",
  });

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseContactForm(await readForm(request));
  const refused = await refuseContactMessage(parsed, clientIpOf(context));
  if (refused) return refused;
  if (!parsed.ok)
    return data(
      { errors: parsed.errors, values: parsed.values, unavailable: false },
      { status: 400 },
    );
  try {
    // Signed in: the message joins the sender's data (export, deletion); decoration only otherwise.
    const sender = await orWhenUnavailable(getUser(request), null);
    await getContactInbox().store(parsed.message, sender?.uid);
  } catch (error) {
    // Keep what was typed and say so, rather than losing the message behind an error page.
    requestLog(context).error(errorDetails(error), "Could not store a contact message");
    return data(
      { errors: {} as ContactFieldErrors, values: parsed.message, unavailable: true },
      { status: 503 },
    );
  }
  // Post/redirect/get: a reload shows the confirmation instead of sending the message again.
  return redirect("/contact?sent=1", { status: 303 });
}

export default function Contact() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { config } = useRootData();
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to a real person"
        lead="Questions about a destination, a trip estimate or your account? Our team answers every message within one working day."
        scene={pageScenes.contact}
        sceneAlt="A calm coastline under a blue sky"
      />
      <div className="container contact">
        <div className="contact__form-card">
          {sent ? (
            <div className="confirmation" role="status">
              <CheckCircle aria-hidden="true" className="confirmation__icon" />
              <h2 className="confirmation__title">Thank you, your message is on its way</h2>
              <p>We will reply to the address you gave us within one working day.</p>
              <Link to="/contact" className="button button--secondary">
                Send another message
              </Link>
            </div>
          ) : (
            <Form method="post" noValidate className="form" aria-labelledby="contact-form-title">
              <h2 id="contact-form-title" className="form__title">
                Send us a message
              </h2>
              {result && "formError" in result && typeof result.formError === "string" ? (
                <p className="form__error-summary" role="alert">
                  {result.formError}
                </p>
              ) : result?.unavailable ? (
                <p className="form__error-summary" role="alert">
                  We could not send your message just now. Please try again in a moment, or write to{" "}
                  <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
                </p>
              ) : result?.errors ? (
                <p className="form__error-summary" role="alert">
                  Please check the highlighted fields.
                </p>
              ) : null}
              <Honeypot />
              <TextField
                label="Your name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={result?.values.name}
                errors={result?.errors.name}
              />
              <TextField
                label="E-mail address"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.values.email}
                errors={result?.errors.email}
              />
              <TextAreaField
                label="Message"
                name="message"
                rows={6}
                required
                maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH} characters.`}
                defaultValue={result?.values.message}
                errors={result?.errors.message}
              />
              <button type="submit" className="button button--primary" disabled={submitting}>
                {submitting ? "Sending…" : "Send message"}
              </button>
            </Form>
          )}
        </div>
        <aside className="contact__aside" aria-label="Other ways to reach us">
          <div className="info-card">
            <Mail aria-hidden="true" className="info-card__icon" />
            <h2 className="info-card__title">E-mail support</h2>
            <p>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </p>
          </div>
          <div className="info-card">
            <MapPin aria-hidden="true" className="info-card__icon" />
            <h2 className="info-card__title">Write to us</h2>
            <CompanyAddress />
          </div>
          <div className="info-card">
            <Clock aria-hidden="true" className="info-card__icon" />
            <h2 className="info-card__title">When we answer</h2>
            <p>Monday to Friday, 9:00–18:00 Lisbon time. Replies within one working day.</p>
          </div>
          <div className="info-card">
            <MessageQuestion aria-hidden="true" className="info-card__icon" />
            <h2 className="info-card__title">About a booking?</h2>
            <p>
              Bookings are made with our partners, who can change or cancel them fastest. Their
              contact details are in your confirmation e-mail.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
