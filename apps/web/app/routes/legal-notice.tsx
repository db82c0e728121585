import { Link, type MetaFunction } from "react-router";
import { LegalPage, type LegalSection } from "~/features/content/LegalPage";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { pageScenes } from "~/features/content/page-scenes";
import { company, CompanyAddress } from "~/features/content/CompanyAddress";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Legal Notice", description: "Who runs Wayfarer and how to reach us." });

export default function LegalNotice() {
  const { config } = useRootData();
  const sections: LegalSection[] = [
    {
      id: "provider",
      title: "Service provider",
      body: (
        <>
          <p>
            This website is operated by {company.legalName}, a private limited company registered in
            Portugal with the Commercial Registry of Lisbon.
          </p>
          <CompanyAddress />
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          E-mail: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>. You can also
          write to us through our <Link to="/contact">contact form</Link>. We answer within one
          working day.
        </p>
      ),
    },
    {
      id: "content",
      title: "Responsibility for content",
      body: (
        <>
          <p>
            Our editors research every guide carefully and review prices and opening times
            regularly. Prices, fares and timetables change, however, so all costs on this site are
            planning estimates in euros and not offers. The price shown by a partner at the time of
            booking is the one that applies.
          </p>
          <p>If you spot something out of date, please tell us and we will correct it promptly.</p>
        </>
      ),
    },
    {
      id: "links",
      title: "Links to partner and third-party sites",
      body: (
        <p>
          We link to airlines, hotel platforms and other partners so you can book. We check these
          sites when we add a link, but we have no control over their content and are not
          responsible for it. If we learn that a linked page is unlawful, we remove the link.
        </p>
      ),
    },
    {
      id: "copyright",
      title: "Copyright",
      body: (
        <p>
          Texts, illustrations and the design of this site are protected by copyright. You may share
          links to our pages and quote short passages with a link to the source. Any other reuse
          needs our written permission.
        </p>
      ),
    },
    {
      id: "disputes",
      title: "Consumer disputes",
      body: (
        <p>
          We are not obliged to take part in dispute resolution proceedings before a consumer
          arbitration board, but we are always willing to find a solution with you directly. Please
          write to us first.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Legal Notice"
      lead="Who runs this website and how to reach us."
      updatedOn="2025-01-06"
      updatedLabel="Jan 06, 2025"
      scene={pageScenes.legalNotice}
      sections={sections}
    />
  );
}
