import type { ReactNode } from "react";
import { PageHero } from "./PageHero";
import type { SceneSpec } from "~/features/art/art-addresses";
import "./content.css";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Legal texts share one layout: a short hero, a table of contents and numbered sections. */
export function LegalPage({
  title,
  lead,
  updatedOn,
  updatedLabel,
  scene,
  sections,
}: {
  title: string;
  lead: string;
  updatedOn: string;
  updatedLabel: string;
  scene: SceneSpec;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={lead} scene={scene}>
        <p className="page-hero__meta">
          Last updated <time dateTime={updatedOn}>{updatedLabel}</time>
        </p>
      </PageHero>
      <div className="container legal">
        <nav className="legal__toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="legal__toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose legal__body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="legal__section"
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
