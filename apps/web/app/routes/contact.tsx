import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { ContactAside } from "~/features/content/ContactAside";
import { ContactForm, ContactSent } from "~/features/content/ContactForm";
import { PageHero } from "~/features/content/PageHero";
import { sendContactMessage } from "~/features/content/contact-page.server";
import { pageScenes } from "~/features/content/page-scenes";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import "~/features/content/content.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact",
    description:
      "Questions about a destination, a trip estimate or your account? Write to the Wayfarer team.",
  });

export function loader({ url }: LoaderFunctionArgs) {
  return { sent: url.searchParams.get("sent") === "1" };
}

export function action({ request, context }: ActionFunctionArgs) {
  return sendContactMessage(request, context);
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
            <ContactSent />
          ) : (
            <ContactForm
              reply={result}
              supportEmail={config.supportEmail}
              submitting={submitting}
            />
          )}
        </div>
        <ContactAside supportEmail={config.supportEmail} />
      </div>
    </>
  );
}
