import { Link } from "@remix-run/react";

export function CtaBand() {
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-heading" className="cta-band__title">
            Keep your shortlist in one place
          </h2>
          <p className="cta-band__text">Create a free account to save favourite destinations and compare their costs side by side.</p>
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
