import { Section } from "~/ui/Section";
import type { HomeCopy } from "~/features/home/home-sections";

export function HowItWorks({ copy }: { copy: HomeCopy["howItWorks"] }) {
  return (
    <Section id="how-it-works" tone="tint" eyebrow={copy.eyebrow} title={copy.title}>
      <ol className="steps">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="step__title">{step.title}</h3>
            <p className="step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
