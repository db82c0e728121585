import { Calculator, Handshake, Leaf, ShieldCheck } from "lucide-react";
import { Section } from "~/components/ui/Section";

const reasons = [
  { Icon: Calculator, title: "Costs per person", text: "Flights, hotel, sights and daily spend added up and split fairly between travellers." },
  { Icon: ShieldCheck, title: "Checked by editors", text: "Prices and opening times are reviewed twice a year and whenever readers tell us something changed." },
  { Icon: Handshake, title: "Trusted partners", text: "Book flights and hotels with established partners; we never hide fees behind a search." },
  { Icon: Leaf, title: "Travel at the right time", text: "Every guide lists the best months to go, so you miss the crowds, not the weather." },
];

export function WhyUs() {
  return (
    <Section id="why-us" eyebrow="Why Wayfarer" title="Planning that respects your time and budget">
      <ul className="feature-grid">
        {reasons.map(({ Icon, title, text }) => (
          <li key={title} className="feature">
            <span className="feature__icon">
              <Icon aria-hidden="true" size={22} />
            </span>
            <h3 className="feature__title">{title}</h3>
            <p className="feature__text">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
