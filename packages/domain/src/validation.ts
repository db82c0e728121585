import { z } from "zod";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./field-limits.js";
import { compareIsoDates, isIsoDate, nightsBetween } from "./dates.js";
import { isCountryCode } from "./options.js";
import { checkTravellerRules } from "./travellers-schema.js";
import { travellerMessages, type Travellers } from "./travellers.js";

/** The longest address a mail server accepts (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The spec's email rule: some non-space text, an @, text, a dot, text. Deliberately loose; the
 * mail server has the last word. It accepts exactly what `/^\S+@\S+\.\S+$/` accepts, written so
 * that it runs in linear time: that form backtracks cubically on input like "@.@.@. …" (an 8 KB
 * post froze the server for 18 s). Here the look-ahead rules out spaces once, `.[^@]*@` stops at
 * the first "@" after the first character without choices, and `.+\..+$` can only succeed on
 * its first dot tried from the right, since nothing after it can fail.
 */
export const EMAIL_PATTERN = /^(?=\S*$).[^@]*@.+\..+$/;

/** True for an address of at most EMAIL_MAX_LENGTH characters that follows EMAIL_PATTERN. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === "string" && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Firebase Auth's upper bound for a password; longer input is refused before anything else reads it. */
export const PASSWORD_MAX_LENGTH = 4096;

// Letters of any script with their combining marks (Zoë, José, Ångström, 王), digits and plain spaces.
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} ]+$/u;

/**
 * True for text made of letters (any script, accents included), digits and spaces, with at least
 * one non-space character. Empty and blank strings are not name-like. Hyphens and apostrophes
 * are not accepted, as the spec's rule allows letters, numbers and spaces only.
 */
export function isNameLike(value: unknown): boolean {
  return typeof value === "string" && NAME_PATTERN.test(value) && value.trim() !== "";
}

export const IATA_CODE_PATTERN = /^[A-Z]{3}$/;

function nameField(label: "first" | "last") {
  const required = `Enter your ${label} name.`;
  return (
    z
      .string({ error: required })
      .trim()
      // abort: a blank or overlong name gets one message, not also "use letters only".
      .min(1, { error: required, abort: true })
      .max(NAME_MAX_LENGTH, {
        error: `Keep your ${label} name to ${NAME_MAX_LENGTH} characters or fewer.`,
        abort: true,
      })
      .refine(isNameLike, "Use letters, numbers and spaces only.")
  );
}

/** An e-mail address as every account form takes it (trimmed, bounded, the spec's pattern). */
export const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, { error: "Enter your email address.", abort: true })
  .max(EMAIL_MAX_LENGTH, {
    error: `Keep your email address to ${EMAIL_MAX_LENGTH} characters or fewer.`,
    abort: true,
  })
  .refine(isValidEmail, "Enter an email address like name@example.com.");

const passwordTooLong = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;

/** A password being chosen: the same rules at sign-up, on a change and on a reset. */
export const newPasswordField = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);

/** Profile edits: each name is optional (only changed fields are sent), trimmed, name-like and at most 50 characters. */
export const profileUpdateSchema = z.object({
  firstName: nameField("first").optional(),
  lastName: nameField("last").optional(),
});

/** Password change: the confirmation must match (error on confirmPassword) and the new password must differ from the current one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(PASSWORD_MAX_LENGTH, passwordTooLong),
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: "Confirm your new password." })
      .min(1, "Confirm your new password.")
      .max(PASSWORD_MAX_LENGTH, passwordTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== "" && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({
        code: "custom",
        message: "The passwords don't match.",
        path: ["confirmPassword"],
      });
    }
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        message: "Choose a password different from your current one.",
        path: ["newPassword"],
      });
    }
  });

/** Sign-up form: names, email and a password of at least 6 characters. */
export const signUpSchema = z.object({
  firstName: nameField("first"),
  lastName: nameField("last"),
  email: emailField,
  password: newPasswordField,
});

/** Sign-in form: no length rule on the password, so older accounts can still sign in. */
export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
});

const dateMessage = "Choose a valid date.";
/** Longer than any date, code or id a form sends here: refused before anything parses it. */
const SHORT_FIELD_MAX_LENGTH = 64;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .max(SHORT_FIELD_MAX_LENGTH, { error: message, abort: true })
    .trim()
    .refine(isIsoDate, message);

function iataCode(message: string) {
  return z
    .string({ error: message })
    .max(SHORT_FIELD_MAX_LENGTH, { error: message, abort: true })
    .trim()
    .transform((code) => code.toUpperCase())
    .refine((code) => IATA_CODE_PATTERN.test(code), message);
}

/**
 * Form fields arrive as strings: "2" → 2, and "" or a missing field → `fallback`.
 * Anything else is passed on for the number check to reject ("two" → NaN, "1.5" fails .int()).
 */
function formCount(message: string, fallback: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined) return fallback;
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      return trimmed === "" ? fallback : Number(trimmed);
    },
    // abort: the party rules only make sense once every count is a whole number.
    z
      .number({ error: message })
      .int({ error: message, abort: true })
      .min(0, { error: message, abort: true }),
  );
}

/** Optional text from a form: blank means absent. */
function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

/** The return not before departure (a day trip is allowed) and the party rules. */
function checkTripDatesAndParty(
  value: { departureDate: string; returnDate: string } & Travellers,
  ctx: z.RefinementCtx,
): void {
  // Refinements also run after a field failed, so compare only real dates.
  const datesValid = isIsoDate(value.returnDate) && isIsoDate(value.departureDate);
  if (datesValid && compareIsoDates(value.returnDate, value.departureDate) < 0) {
    ctx.addIssue({
      code: "custom",
      message: "The return date can't be before the departure date.",
      path: ["returnDate"],
    });
  }
  checkTravellerRules(value, ctx);
}

/**
 * Trip search parameters (spec §3), as sent by the search form or a query string.
 * Airport codes are IATA codes, upper-cased; dates are YYYY-MM-DD with the return not before
 * departure (a day trip is allowed); travellers follow travellersSchema's rules; country is a
 * lower-case code from the country list.
 */
export const tripSearchSchema = z
  .object({
    departure_area_code: iataCode("Enter the 3-letter code of your departure airport."),
    destination: iataCode("Enter the 3-letter code of your destination airport."),
    departureDate: isoDate(dateMessage),
    returnDate: isoDate(dateMessage),
    adults: formCount(travellerMessages.count, 1),
    children: formCount(travellerMessages.count, 0),
    infants: formCount(travellerMessages.count, 0),
    country: z
      .string({ error: "Choose a country." })
      .max(SHORT_FIELD_MAX_LENGTH, { error: "Choose a country from the list.", abort: true })
      .trim()
      .transform((code) => code.toLowerCase())
      .refine(isCountryCode, "Choose a country from the list."),
  })
  .superRefine(checkTripDatesAndParty);

/** The longest trip the planner estimates, in nights. */
export const MAX_PLAN_NIGHTS = 60;

/**
 * A trip being planned (the cost planner, budget and comparison pages): the dates and the
 * party of tripSearchSchema, read the same way from a form or query string, with the same
 * messages, and at most MAX_PLAN_NIGHTS nights. The origin is the app's to resolve.
 */
export const tripPlanSchema = z
  .object({
    departureDate: isoDate(dateMessage),
    returnDate: isoDate(dateMessage),
    adults: formCount(travellerMessages.count, 1),
    children: formCount(travellerMessages.count, 0),
    infants: formCount(travellerMessages.count, 0),
  })
  .superRefine((value, ctx) => {
    checkTripDatesAndParty(value, ctx);
    const datesValid = isIsoDate(value.returnDate) && isIsoDate(value.departureDate);
    const ordered = datesValid && compareIsoDates(value.returnDate, value.departureDate) >= 0;
    if (ordered && nightsBetween(value.departureDate, value.returnDate) > MAX_PLAN_NIGHTS) {
      ctx.addIssue({
        code: "custom",
        message: `Plan up to ${MAX_PLAN_NIGHTS} nights.`,
        path: ["returnDate"],
      });
    }
  });

/** Sanity caps for hotel searches, so a tampered query string cannot build a huge partner link. */
export const HOTEL_MAX_ADULTS = 30;
export const HOTEL_MAX_CHILDREN = 10;

const partnerId = (message: string) =>
  z
    .union(
      [
        z.string().max(SHORT_FIELD_MAX_LENGTH, message),
        z.number().int(message).nonnegative(message),
      ],
      { error: message },
    )
    .transform((id) => String(id).trim())
    .refine((id) => id !== "", message);

/**
 * Hotel-widget search (spec §3): check-out after check-in (at least one night), adults ≥ 1,
 * children as a count, the partner's location id, and optionally a hotel id and affiliate marker.
 */
export const hotelSearchSchema = z
  .object({
    checkIn: isoDate(dateMessage),
    checkOut: isoDate(dateMessage),
    adults: formCount("Enter the number of adults.", 1).pipe(
      z
        .number()
        .min(1, travellerMessages.noAdult)
        .max(HOTEL_MAX_ADULTS, `Up to ${HOTEL_MAX_ADULTS} adults.`),
    ),
    children: formCount("Enter the number of children.", 0).pipe(
      z.number().max(HOTEL_MAX_CHILDREN, `Up to ${HOTEL_MAX_CHILDREN} children.`),
    ),
    locationId: partnerId("Choose a destination."),
    hotelId: optionalText(partnerId("Choose a hotel.")),
    marker: optionalText(
      z.string().max(SHORT_FIELD_MAX_LENGTH, "Use a shorter partner marker.").trim(),
    ),
  })
  .superRefine((value, ctx) => {
    const datesValid = isIsoDate(value.checkIn) && isIsoDate(value.checkOut);
    if (datesValid && compareIsoDates(value.checkOut, value.checkIn) <= 0) {
      ctx.addIssue({
        code: "custom",
        message: "Check-out must be after check-in.",
        path: ["checkOut"],
      });
    }
  });

/**
 * The contact form: a name, an e-mail address to answer and a message, each trimmed. The page
 * shows these messages; the service storing the message checks the same schema again.
 */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Please tell us your name." })
    .trim()
    .min(1, "Please tell us your name.")
    .max(
      CONTACT_NAME_MAX_LENGTH,
      `Please keep your name under ${CONTACT_NAME_MAX_LENGTH} characters.`,
    ),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    // abort: an overlong address gets one message and never reaches the pattern.
    .min(1, { error: "Please enter your e-mail address.", abort: true })
    .max(EMAIL_MAX_LENGTH, {
      error: `Please keep your e-mail address under ${EMAIL_MAX_LENGTH + 1} characters.`,
      abort: true,
    })
    .refine(isValidEmail, "Please enter a valid e-mail address, like name@example.com."),
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, "Please write a message.")
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    ),
});

// The forms' values after parsing (z.infer) and, for the two read from query strings, as they
// arrive (z.input): named for apps that keep a form's values in their own types.
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
export type SignUp = z.infer<typeof signUpSchema>;
export type SignIn = z.infer<typeof signInSchema>;
export type TripSearch = z.infer<typeof tripSearchSchema>;
export type TripSearchInput = z.input<typeof tripSearchSchema>;
export type HotelSearch = z.infer<typeof hotelSearchSchema>;
export type HotelSearchInput = z.input<typeof hotelSearchSchema>;
