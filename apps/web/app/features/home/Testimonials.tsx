import { Section } from "~/ui/Section";
import type { HomeCopy } from "~/features/home/home-sections";

export function Testimonials({ copy }: { copy: HomeCopy["testimonials"] }) {
  return (
    <Section id="testimonials" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="testimonials">
        {copy.quotes.map((item) => (
          <li key={item.name} className="testimonial">
            <figure>
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                <strong>{item.name}</strong>
                <span>{item.trip}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
