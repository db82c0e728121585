import { Calculator, ShieldCheck, Sun, Users } from "~/ui/icons";
import { Section } from "~/ui/Section";
import type { HomeCopy } from "~/features/home/home-sections";

const icons = { calculator: Calculator, shield: ShieldCheck, users: Users, sun: Sun };

export function WhyUs({ copy }: { copy: HomeCopy["whyUs"] }) {
  return (
    <Section id="why-us" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="feature-grid">
        {copy.reasons.map((reason) => {
          const Icon = icons[reason.icon];
          return (
            <li key={reason.title} className="feature">
              <span className="feature__icon">
                <Icon size={22} />
              </span>
              <h3 className="feature__title">{reason.title}</h3>
              <p className="feature__text">{reason.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
