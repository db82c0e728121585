import { type MetaFunction, useLoaderData } from "react-router";
import { Briefcase, Clock, MapPin } from "~/ui/page-icons";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { openRoles } from "~/features/content/careers";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { pageScenes } from "~/features/content/page-scenes";
import "~/features/content/content.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Careers",
    description:
      "Open roles at Wayfarer: engineering, content, partnerships and traveller support.",
  });

export function loader() {
  return { roles: openRoles };
}

const benefits = [
  "Work from Lisbon or remotely within your team's time zones.",
  "An annual travel budget of €1,500 to research the places we write about.",
  "28 days of paid holiday plus your local public holidays.",
  "A learning budget and time each week to use it.",
  "A new laptop of your choice and a home-office allowance.",
];

export default function Careers() {
  const { roles } = useLoaderData<typeof loader>();
  const { config } = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help travellers make better trips"
        lead="We are a small, independent team. Everyone here ships work that travellers use, and everyone travels."
        scene={pageScenes.careers}
        sceneAlt="A small island with palm trees in a turquoise sea"
      />
      <Section id="benefits" eyebrow="Working here" title="What we offer">
        <ul className="check-list">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>
      <Section id="roles" tone="tint" eyebrow={`${roles.length} open roles`} title="Open roles">
        <ul className="role-list">
          {roles.map((role) => (
            <li key={role.id}>
              <article className="role" aria-labelledby={`role-${role.id}`}>
                <header className="role__header">
                  <p className="tag">{role.team}</p>
                  <h3 id={`role-${role.id}`} className="role__title">
                    {role.title}
                  </h3>
                  <p className="role__facts">
                    <span>
                      <MapPin aria-hidden="true" size={16} /> {role.location}
                    </span>
                    <span>
                      <Clock aria-hidden="true" size={16} /> {role.type}
                    </span>
                  </p>
                </header>
                <p className="role__summary">{role.summary}</p>
                <details className="role__details">
                  <summary>What you will do and what you bring</summary>
                  <div className="role__columns">
                    <div>
                      <h4>What you will do</h4>
                      <ul>
                        {role.responsibilities.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>What you bring</h4>
                      <ul>
                        {role.requirements.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </details>
                <a
                  className="button button--primary role__apply"
                  href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                >
                  <Briefcase aria-hidden="true" size={18} /> Apply for this role
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-to-apply" eyebrow="How to apply" title="A short, respectful process">
        <div className="prose prose--wide">
          <p>
            Send your CV and a few lines about why the role interests you to{" "}
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>, with the role's
            title in the subject. We reply to every application within two weeks.
          </p>
          <p>
            The process is a call with the hiring manager, a short paid task or a conversation about
            your past work, and a meeting with the team. We welcome applications from everyone, and
            we are happy to adjust any step for your needs; just tell us.
          </p>
        </div>
      </Section>
    </>
  );
}
