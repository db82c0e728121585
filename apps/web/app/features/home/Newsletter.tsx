import { Form, useLocation } from "react-router";
import { Send } from "~/ui/icons";
import { useId } from "react";

/** Monthly ideas by e-mail; a plain form that works without JavaScript. */
export function Newsletter({ copy }: { copy: { title: string; lead: string } }) {
  const location = useLocation();
  const inputId = useId();
  return (
    <section className="newsletter" aria-labelledby={`${inputId}-heading`}>
      <div className="container newsletter__inner">
        <div>
          <h2 id={`${inputId}-heading`} className="newsletter__title">
            {copy.title}
          </h2>
          <p className="newsletter__lead">{copy.lead}</p>
        </div>
        <Form
          method="post"
          action="/resources/newsletter"
          className="newsletter__form"
          preventScrollReset
        >
          <input type="hidden" name="redirectTo" value={location.pathname} />
          <label htmlFor={inputId} className="visually-hidden">
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="field__control newsletter__input"
          />
          <button type="submit" className="button button--accent">
            <Send aria-hidden="true" size={18} /> Subscribe
          </button>
        </Form>
      </div>
    </section>
  );
}
