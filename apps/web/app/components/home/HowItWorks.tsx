import { Section } from "~/components/ui/Section";

const steps = [
  { title: "Choose a destination", text: "Browse guides by type, climate or budget, and save favourites to compare later." },
  { title: "Check the real cost", text: "See what a trip costs per person for your dates and group, from flights to daily spending." },
  { title: "Book with partners", text: "Search flights and hotels with our partners; your dates and travellers are already filled in." },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" tone="tint" eyebrow="How it works" title="From idea to booking in three steps">
      <ol className="steps">
        {steps.map((step, index) => (
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
