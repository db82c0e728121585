import { Link } from "react-router";

export function CtaBand({ copy }: { copy: { title: string; text: string } }) {
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-heading" className="cta-band__title">
            {copy.title}
          </h2>
          <p className="cta-band__text">{copy.text}</p>
        </div>
        <div className="cta-band__actions">
          <Link to="/auth/signup" className="button button--accent">
            Create a free account
          </Link>
          <Link to="/contact" className="button button--ghost-light">
            Talk to us
          </Link>
        </div>
      </div>
    </section>
  );
}
