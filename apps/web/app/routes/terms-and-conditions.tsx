import { Link, type MetaFunction } from "react-router";
import { LegalPage, type LegalSection } from "~/features/content/LegalPage";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { pageScenes } from "~/features/content/page-scenes";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms and Conditions",
    description: "The terms for using Wayfarer and your account.",
  });

export default function TermsAndConditions() {
  const { config } = useRootData();
  const sections: LegalSection[] = [
    {
      id: "scope",
      title: "What these terms cover",
      body: (
        <p>
          These terms apply when you use the Wayfarer website and your Wayfarer account. By using
          the site you agree to them. If you do not agree, please do not use the site.
        </p>
      ),
    },
    {
      id: "service",
      title: "Our service",
      body: (
        <>
          <p>
            Wayfarer publishes destination guides and estimates of what a trip costs per person, and
            lets you search flights, hotels and packages with partner companies. We are not a travel
            agency or tour operator and we do not sell travel ourselves.
          </p>
          <p>
            When you follow a link to a partner and book, your contract is with that partner, on
            their terms. Questions about payment, changes or cancellations go to them.
          </p>
        </>
      ),
    },
    {
      id: "estimates",
      title: "Prices and estimates",
      body: (
        <p>
          Costs on Wayfarer are estimates for planning, in euros, based on typical prices we
          research. They are not offers and may differ from the price a partner quotes at the time
          of booking. Per-person figures add flight, hotel, attraction and daily costs and divide
          them by the number of travellers, rounded to the nearest cent.
        </p>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <>
          <p>
            You need an account to save favourite destinations and keep a profile. Keep your
            password to yourself and tell us straight away if you think someone else has used your
            account.
          </p>
          <p>
            You can change your profile or close your account at any time. We may suspend an account
            that is used to break the law or these terms, and we will tell you why.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <ul>
          <li>
            Do not try to access other people's accounts or parts of the site that are not meant for
            you.
          </li>
          <li>
            Do not copy our guides in bulk or collect data from the site with automated tools.
          </li>
          <li>Do not upload profile pictures you have no right to use or that are offensive.</li>
        </ul>
      ),
    },
    {
      id: "liability",
      title: "Liability",
      body: (
        <p>
          We take care to keep our guides accurate, but travel information changes quickly. We are
          liable without limit for damage caused intentionally or through gross negligence, and for
          injury to life, body or health. Otherwise we are not liable for decisions based on
          estimates, or for the services of partners.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms when our service changes. We will show the date of the last
          change at the top of this page and tell account holders about important changes by e-mail
          before they apply.
        </p>
      ),
    },
    {
      id: "law",
      title: "Applicable law and contact",
      body: (
        <p>
          Portuguese law applies, without taking away the protection you have under the law of the
          country where you live. Questions about these terms:{" "}
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> or our{" "}
          <Link to="/contact">contact form</Link>.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms and Conditions"
      lead="The rules for using Wayfarer, written to be read."
      updatedOn="2025-01-06"
      updatedLabel="Jan 06, 2025"
      scene={pageScenes.terms}
      sections={sections}
    />
  );
}
