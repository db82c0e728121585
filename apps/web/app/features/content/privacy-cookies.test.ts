import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { AUTH_INFO_STORAGE_KEY } from "~/features/account/stored-login";
import { CONSENT_EXPIRY_STORAGE_KEY } from "~/features/consent/consent";
import { TOAST_COOKIE_NAME } from "~/features/toasts/toast.server";
import { STORED_VALUES } from "./privacy-cookies";

describe("the privacy policy's cookie table", () => {
  const names = STORED_VALUES.map((value) => value.name);

  it("lists every cookie and stored value under the name the site sets it by", () => {
    expect(names).toEqual([
      CONSENT_COOKIE_NAME,
      CONSENT_EXPIRY_STORAGE_KEY,
      TOAST_COOKIE_NAME,
      "displayCurrency",
      "Session cookie",
      AUTH_INFO_STORAGE_KEY,
    ]);
  });

  it("keeps the consent choice for as long as the banner's rule says", () => {
    const consent = STORED_VALUES.filter((value) =>
      [CONSENT_COOKIE_NAME, CONSENT_EXPIRY_STORAGE_KEY].includes(value.name),
    );
    // The expiry outlives a choice that ran out, so the banner asks on every page until answered.
    expect(consent.map((value) => value.keptFor)).toEqual([
      `${CONSENT_MAX_AGE_DAYS} days`,
      `Until your next choice (a choice runs out after ${CONSENT_MAX_AGE_DAYS} days)`,
    ]);
  });

  it("writes code names as code and the session cookie in words", () => {
    expect(STORED_VALUES.filter((value) => !value.isCode).map((value) => value.name)).toEqual([
      "Session cookie",
    ]);
  });
});
