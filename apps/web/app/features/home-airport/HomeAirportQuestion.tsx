import { Form } from "react-router";
import {
  enhanceSearchForms,
  preloadSearchEnhancements,
} from "~/features/planner/enhance-search-forms";
import { AirportInput, SearchField } from "~/features/planner/search-fields";
import { HOME_AIRPORT_PATH, type HomeAirportQuestion } from "./home-airport-types";
import "~/features/planner/search-fields.css";
import "./home-airport.css";

/**
 * "Where do you fly from?": asked where a cost first needs it, answered once. A POST form to
 * /home-airport (it remembers the answer), so it works without JavaScript; with it, the airport
 * field suggests as one types. A guess from the browser's language is only a pre-filled value.
 */
export function HomeAirportQuestionForm({
  question,
  id = "home-airport",
  headingLevel = 2,
  lead = "We price flights from your airport. Tell us once and every cost on the site starts there.",
}: {
  question: HomeAirportQuestion;
  id?: string;
  headingLevel?: 1 | 2;
  lead?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const fieldId = `${id}-airport`;
  const hint = question.suggested
    ? "A guess from your browser's language: change it if you fly from elsewhere."
    : undefined;
  return (
    <section className="home-airport" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="home-airport__title">
        Where do you fly from?
      </Heading>
      <p className="home-airport__lead">{lead}</p>
      <Form
        method="post"
        action={HOME_AIRPORT_PATH}
        className="search-form home-airport__form"
        noValidate
        onFocus={enhanceSearchForms}
        onPointerOver={preloadSearchEnhancements}
      >
        <input type="hidden" name="redirectTo" value={question.redirectTo} />
        <SearchField id={fieldId} label="Your home airport" error={question.error} hint={hint}>
          <AirportInput
            id={fieldId}
            name="airport"
            value={question.value}
            error={question.error}
            hint={hint}
          />
        </SearchField>
        {question.choices?.length ? (
          <fieldset className="home-airport__choices">
            <legend className="search-field__label">Pick one</legend>
            {question.choices.map((choice) => (
              <button
                key={choice.code}
                type="submit"
                name="airport"
                value={choice.code}
                className="search-field__choice"
              >
                <span className="search-field__choice-label">{choice.label}</span>
                <span className="search-field__choice-detail">{choice.detail}</span>
              </button>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="button button--primary">
          Use this airport
        </button>
      </Form>
    </section>
  );
}
