import { Form, Link } from "react-router";
import { CONTACT_MESSAGE_MAX_LENGTH } from "@travel/domain";
import { TextAreaField, TextField } from "~/ui/Field";
import { Honeypot } from "~/ui/Honeypot";
import { CheckCircle } from "~/ui/page-icons";

type ContactField = "name" | "email" | "message";

/** The action's answer when the form comes back: messages per field, what was typed. */
export type ContactReply = {
  errors: Partial<Record<ContactField, string[]>>;
  values: Partial<Record<ContactField, string>>;
  unavailable: boolean;
  formError?: string;
};

/** After a message is sent: the confirmation, and a way to write another. */
export function ContactSent() {
  return (
    <div className="confirmation" role="status">
      <CheckCircle aria-hidden="true" className="confirmation__icon" />
      <h2 className="confirmation__title">Thank you, your message is on its way</h2>
      <p>We will reply to the address you gave us within one working day.</p>
      <Link to="/contact" className="button button--secondary">
        Send another message
      </Link>
    </div>
  );
}

/** The message form, with what was typed and why it came back (`reply`). */
export function ContactForm({
  reply,
  supportEmail,
  submitting,
}: {
  reply: ContactReply | undefined;
  supportEmail: string;
  submitting: boolean;
}) {
  return (
    <Form method="post" noValidate className="form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="form__title">
        Send us a message
      </h2>
      {typeof reply?.formError === "string" ? (
        <p className="form__error-summary" role="alert">
          {reply.formError}
        </p>
      ) : reply?.unavailable ? (
        <p className="form__error-summary" role="alert">
          We could not send your message just now. Please try again in a moment, or write to{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : reply?.errors ? (
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
        defaultValue={reply?.values.name}
        errors={reply?.errors.name}
      />
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={reply?.values.email}
        errors={reply?.errors.email}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH} characters.`}
        defaultValue={reply?.values.message}
        errors={reply?.errors.message}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}
