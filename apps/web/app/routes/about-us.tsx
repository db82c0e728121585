import { Link, type MetaFunction } from "react-router";
import { Heart } from "~/ui/icons";
import { Compass, Eye } from "~/ui/page-icons";
import { ArtImage } from "~/features/art/ArtImage";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { pageMeta } from "~/lib/meta";
import { pageScenes } from "~/features/content/page-scenes";
import "~/features/content/content.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "Wayfarer helps travellers choose where to go with destination guides and honest per-person trip costs.",
  });

const values = [
  {
    Icon: Eye,
    title: "Costs in plain sight",
    text: "A trip is only a good idea if it fits the budget. We show what it costs per person before anything else.",
  },
  {
    Icon: Compass,
    title: "Editors, not algorithms",
    text: "Every guide is written and checked by people who have been there, and updated when things change.",
  },
  {
    Icon: Heart,
    title: "Independent advice",
    text: "Partners pay us a commission when you book, never for a better place in our guides.",
  },
];

export default function AboutUs() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="We help you choose where to go, with the costs in plain sight"
        lead="Wayfarer started with a simple frustration: every travel site told us a trip was cheap, and none told us what it would cost our group."
        scene={pageScenes.aboutUs}
        sceneAlt="An old town with terracotta roofs in the evening sun"
      />
      <Section id="story" eyebrow="Our story" title="From a spreadsheet to a travel companion">
        <div className="two-column">
          <div className="prose">
            <p>
              It began as a shared spreadsheet among friends planning a week away: one column for
              flights, one for the hotel, one for the sights and one for the money we would spend
              each day. Dividing the total by the number of travellers settled more arguments than
              any review ever had.
            </p>
            <p>
              Wayfarer turns that spreadsheet into guides. For every destination we research typical
              hotel rates, daily costs and entry prices, then let you plan for your own dates and
              travellers. When you are ready, we hand your search to airline and hotel partners so
              you can book with companies you know.
            </p>
            <p>
              Today a small team of editors, engineers and support specialists works from Lisbon and
              remotely across Europe and Asia. We are proudly independent and funded by the
              commissions partners pay when you book.
            </p>
          </div>
          <ArtImage
            scene={pageScenes.aboutStory}
            alt="Rolling hills at dawn"
            className="rounded-art"
            sizes="(min-width: 56em) 50vw, 100vw"
          />
        </div>
      </Section>
      <Section id="values" tone="tint" eyebrow="What we stand for" title="Three promises we keep">
        <ul className="feature-grid feature-grid--three">
          {values.map(({ Icon, title, text }) => (
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
      <Section id="how-we-earn" eyebrow="Transparency" title="How we make money">
        <div className="prose prose--wide">
          <p>
            When you follow a link to one of our flight, hotel or package partners and book, the
            partner pays us a small commission. You pay the same price as you would going to them
            directly. Partners cannot buy a place in our guides, change our cost estimates or see
            who you are.
          </p>
          <p>
            We do not sell personal data, and we only use analytics cookies when you agree to them.
            Read more in our <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </div>
      </Section>
      <section className="cta-band" aria-labelledby="about-cta">
        <div className="container cta-band__inner">
          <div>
            <h2 id="about-cta" className="cta-band__title">
              Want to build this with us?
            </h2>
            <p className="cta-band__text">
              We are hiring editors, engineers and support specialists.
            </p>
          </div>
          <div className="cta-band__actions">
            <Link to="/careers" className="button button--accent">
              See open roles
            </Link>
            <Link to="/contact" className="button button--ghost-light">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
