import { Quote } from "lucide-react";
import { Section } from "~/components/ui/Section";

const testimonials = [
  {
    quote: "We had three cities on our shortlist. Seeing the cost per person side by side made the choice in ten minutes.",
    name: "Priya and Tom",
    trip: "Porto, 5 nights",
  },
  {
    quote: "The estimate for our family of five was within forty euros of what we actually spent. That never happens.",
    name: "The Okonkwo family",
    trip: "Crete, 10 nights",
  },
  {
    quote: "I love that the guides tell you when not to go. We went in late September and had the beaches to ourselves.",
    name: "Hannah",
    trip: "Algarve, 7 nights",
  },
];

export function Testimonials() {
  return (
    <Section id="testimonials" eyebrow="Travellers say" title="Plans that held up on the road">
      <ul className="testimonials">
        {testimonials.map((item) => (
          <li key={item.name} className="testimonial">
            <figure>
              <Quote className="testimonial__mark" aria-hidden="true" />
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
