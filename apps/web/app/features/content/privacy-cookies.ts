import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS } from "@travel/domain";
import { AUTH_INFO_STORAGE_KEY } from "~/features/account/stored-login";
import { CONSENT_EXPIRY_STORAGE_KEY } from "~/features/consent/consent";

/** One cookie or stored value the privacy policy lists; `name` is its code name when it has one. */
export type StoredValue = {
  name: string;
  /** False for a value described in words rather than by its name (the session cookie). */
  isCode: boolean;
  type: string;
  purpose: string;
  keptFor: string;
};

/** Every cookie and local-storage value the site sets, as the privacy policy's table lists them. */
export const STORED_VALUES: readonly StoredValue[] = [
  {
    name: CONSENT_COOKIE_NAME,
    isCode: true,
    type: "Cookie, necessary",
    purpose: "Remembers whether you accepted or declined optional cookies.",
    keptFor: `${CONSENT_MAX_AGE_DAYS} days`,
  },
  {
    name: CONSENT_EXPIRY_STORAGE_KEY,
    isCode: true,
    type: "Local storage, necessary",
    purpose: "Records when your cookie choice runs out, so the banner can ask again.",
    keptFor: `Until your next choice (a choice runs out after ${CONSENT_MAX_AGE_DAYS} days)`,
  },
  {
    // toast.server.ts's TOAST_COOKIE_NAME (a server module, so written out here).
    name: "wf_flash",
    isCode: true,
    type: "Cookie, necessary",
    purpose: 'Carries a one-time confirmation message, such as "Subscribed!", to the next page.',
    keptFor: "Until the next page loads",
  },
  {
    // display-currency.server.ts's cookie.
    name: "displayCurrency",
    isCode: true,
    type: "Cookie, necessary (set only when you pick a currency)",
    purpose: "Remembers the currency you chose to see prices in.",
    keptFor: "Until you close the browser; 180 days if you accepted optional cookies",
  },
  {
    name: "Session cookie",
    isCode: false,
    type: "Cookie, necessary",
    purpose: "Keeps you signed in securely.",
    keptFor: "Until you sign out, at most 14 days",
  },
  {
    name: AUTH_INFO_STORAGE_KEY,
    isCode: true,
    type: "Local storage, necessary",
    purpose: "Remembers on this device that you are signed in, to show your menu and links.",
    keptFor: "Until you sign out",
  },
];
