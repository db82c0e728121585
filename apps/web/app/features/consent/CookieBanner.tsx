import { Link, useFetcher, useLocation } from "react-router";
import { Cookie } from "~/ui/icons";
import { useEffect, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import {
  forgetConsentIfExpired,
  rememberConsent,
  type ConsentAnswer,
} from "~/features/consent/consent";

/**
 * Asks for cookie consent. The server renders it when the consent cookie is missing; the
 * browser also brings it back when the locally recorded expiry has passed. The buttons are a
 * real form, so the choice can be made without JavaScript.
 */
export function CookieBanner({ askedByServer }: { askedByServer: boolean }) {
  const fetcher = useFetcher<ConsentAnswer>();
  const location = useLocation();
  const hydrated = useHydrated();
  const [expiredLocally, setExpiredLocally] = useState(false);

  useEffect(() => {
    if (!askedByServer && forgetConsentIfExpired()) setExpiredLocally(true);
  }, [askedByServer]);

  const answered = fetcher.state !== "idle" || fetcher.data?.ok === true;
  if (answered || !(askedByServer || expiredLocally)) return null;

  return (
    <section
      className="cookie-banner"
      aria-labelledby="cookie-banner-heading"
      data-testid="cookie-banner"
    >
      <div className="container cookie-banner__inner">
        <Cookie aria-hidden="true" className="cookie-banner__icon" />
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-heading" className="cookie-banner__heading">
            Cookies, briefly
          </h2>
          <p>
            We use cookies to keep you signed in and, with your consent, to learn which guides help
            most.{" "}
            {/* Words that say where the link goes: search engines mark a bare "Learn more". */}
            <Link to="/privacy-policy#cookies" className="cookie-banner__more">
              Learn more about cookies
            </Link>
          </p>
        </div>
        <fetcher.Form
          method="post"
          action="/resources/cookie-consent"
          className="cookie-banner__actions"
          onSubmit={(event) => {
            const button = (event.nativeEvent as SubmitEvent).submitter;
            if (button instanceof HTMLButtonElement) rememberConsent(button.value === "accept");
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
          <button type="submit" name="consent" value="accept" className="button button--primary">
            Accept
          </button>
          <button type="submit" name="consent" value="decline" className="button button--secondary">
            Decline
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
