import {
  climates,
  type Destination,
  type DestinationPhoto,
  destinationPhotoSchema,
  destinationSchema,
  type FactOverride,
  greatCircleKm,
  type OverridableFact,
  overridableFacts,
  plainLine,
} from "@travel/domain";
import { z } from "zod";
import { findAirport } from "~/features/airports/airports.server";
import { type FieldErrors, readSubmission } from "~/lib/http/form-reply.server";
import type { DestinationFacts } from "./destination-facts.server";
import {
  type DestinationFormValues,
  NEW_PHOTO_SLOTS,
  type OverrideValues,
  type PhotoTextValues,
} from "./destination-form";
import { markdownFieldMessage } from "./markdown-fields.server";

/** The record's fields the form edits; the rest comes from the place or the stored draft. */
export type DestinationFields = Omit<Destination, "id">;

/** The record a save starts from: the stored draft, or a new place's facts. */
export type DestinationBase = DestinationFacts &
  Partial<Pick<Destination, "attractions" | "typeIds">>;

/** What a person reads about a field the form gets wrong (decision 170). */
export const FORM_MESSAGES = {
  name: "Enter the destination's name (at most 100 characters).",
  types: "Choose at least one type.",
  sightName: "Give this sight a name of at most 100 characters.",
  sightPrice: "Enter the price per adult in euros, like 12 or 12.50 (0 if free).",
  sightsTwice: "Two sights have the same name.",
  alt: "Describe the photo for people who cannot see it (alt text).",
  credit: "Say who took the photo (credit).",
  licence: "Give the photo's licence, like CC BY 4.0.",
  photoGone: "This photo is no longer available to this form. Upload it again.",
  reasonMissing: "Say why you change this figure: travellers read it beside the figure.",
  valueMissing: "Enter the figure you want instead, or clear the reason.",
  latitude: "A latitude between -90 and 90, like 41.38.",
  longitude: "A longitude between -180 and 180, like -8.76.",
  timeZone: "A time zone by its name, like Europe/Lisbon.",
  airportCode: "A three-letter airport code we know, like OPO.",
  climate: `One of: ${climates.join(", ")}.`,
  euros: "An amount in euros, like 85 or 85.50, more than 0.",
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional();
const plainText = (max: number) =>
  plainLine(z.string().trim().max(max, `At most ${max} characters.`)).optional();
/** A Markdown field: refused at the save when the renderer would be slow on it (decision 144). */
const markdownField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString("en")} characters.`)
    .superRefine((text, ctx) => {
      const message = markdownFieldMessage(text);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .optional();

const photoWords = { alt: plainText(300), credit: plainText(200), licence: plainText(100) };
const overrideSchema = z
  .object({
    value: optionalText(100),
    latitude: optionalText(20),
    longitude: optionalText(20),
    reason: plainText(200),
  })
  .optional();

/** The form as the page posts it; rules between fields follow in `parseDestinationForm`. */
const formSchema = z.object({
  name: plainLine(z.string(FORM_MESSAGES.name).trim().min(1, FORM_MESSAGES.name).max(100)),
  summary: markdownField(400),
  description: markdownField(20_000),
  typeIds: z.array(z.string().max(40)).max(30).optional(),
  bestMonths: z.array(z.string().max(2)).max(12).optional(),
  sights: z
    .array(z.object({ id: optionalText(60), name: plainText(100), price: optionalText(12) }))
    .max(60)
    .optional(),
  photos: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]{16,40}$/, FORM_MESSAGES.photoGone),
        ...photoWords,
      }),
    )
    .max(40)
    .optional(),
  hero: optionalText(40),
  newPhotos: z.array(z.object(photoWords)).max(NEW_PHOTO_SLOTS).optional(),
  override: z
    .object(Object.fromEntries(overridableFacts.map((fact) => [fact, overrideSchema])))
    .partial()
    .optional(),
});
type PostedForm = z.output<typeof formSchema>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : value === undefined ? [] : [value as T];
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The values as typed, from what the page posted (Conform's payload): shown again on a refusal. */
function valuesFromPayload(payload: Record<string, unknown>): DestinationFormValues {
  const words = (entry: unknown): PhotoTextValues => {
    const fields = record(entry);
    return { alt: text(fields.alt), credit: text(fields.credit), licence: text(fields.licence) };
  };
  const override: DestinationFormValues["override"] = {};
  for (const fact of overridableFacts) {
    const posted = record(record(payload.override)[fact]);
    if (Object.keys(posted).length === 0) continue;
    override[fact] = {
      value: text(posted.value),
      latitude: text(posted.latitude),
      longitude: text(posted.longitude),
      reason: text(posted.reason),
    };
  }
  return {
    name: text(payload.name),
    summary: text(payload.summary),
    description: text(payload.description),
    typeIds: list<unknown>(payload.typeIds).map(text),
    bestMonths: list<unknown>(payload.bestMonths).map(text),
    sights: list<unknown>(payload.sights).map((entry) => {
      const sight = record(entry);
      return { id: text(sight.id), name: text(sight.name), price: text(sight.price) };
    }),
    photos: list<unknown>(payload.photos).map((entry) => ({
      id: text(record(entry).id),
      ...words(entry),
    })),
    newPhotos: list<unknown>(payload.newPhotos).map(words),
    override,
  };
}

const euros = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));

/** The form's values for a stored draft, or for a place about to become one. */
export function formValuesOf(base: DestinationBase): DestinationFormValues {
  return {
    name: base.name,
    summary: base.summary ?? "",
    description: base.description ?? "",
    typeIds: base.typeIds ?? [],
    bestMonths: base.bestMonths.map(String),
    sights: (base.attractions ?? []).map((sight) => ({
      id: sight.id,
      name: sight.name,
      price: euros(sight.priceCents),
    })),
    photos: (base.photos ?? []).map(({ id, alt, credit, licence }) => ({
      id,
      alt,
      credit,
      licence,
    })),
    newPhotos: [],
    override: {},
  };
}

/** Euros as typed ("85", "85.50") in cents; null for anything else. */
const centsOrZero = (value: string) =>
  /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;
const centsFromEuros = (value: string) => {
  const cents = centsOrZero(value);
  return cents && cents > 0 ? cents : null;
};

const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name);
  } catch {
    return false;
  }
};

/**
 * Applies one override (a figure and the reason for it) to `fields`: the changed fields, or the
 * message by the field that is wrong. Nothing typed: nothing changes (an earlier override stays).
 */
function applyOverride(
  fact: OverridableFact,
  posted: OverrideValues | undefined,
  fields: DestinationFields,
): { changes: Partial<DestinationFields> } | { field: string; message: string } | null {
  const value = posted?.value.trim() ?? "";
  const latitude = posted?.latitude.trim() ?? "";
  const longitude = posted?.longitude.trim() ?? "";
  const reason = posted?.reason.trim() ?? "";
  const typed = fact === "coordinates" ? latitude !== "" || longitude !== "" : value !== "";
  if (!typed && reason === "") return null;
  const at = (name: string) => `override.${fact}.${name}`;
  if (!typed)
    return {
      field: at(fact === "coordinates" ? "latitude" : "value"),
      message: FORM_MESSAGES.valueMissing,
    };
  if (reason === "") return { field: at("reason"), message: FORM_MESSAGES.reasonMissing };
  switch (fact) {
    case "coordinates": {
      const lat = Number(latitude);
      const lon = Number(longitude);
      if (latitude === "" || !Number.isFinite(lat) || Math.abs(lat) > 90)
        return { field: at("latitude"), message: FORM_MESSAGES.latitude };
      if (longitude === "" || !Number.isFinite(lon) || Math.abs(lon) > 180)
        return { field: at("longitude"), message: FORM_MESSAGES.longitude };
      // The airports' distances are measured from the centre: they follow it.
      const airports = fields.airports?.map((airport) => ({
        ...airport,
        distanceKm: Math.round(greatCircleKm({ latitude: lat, longitude: lon }, airport)),
      }));
      return { changes: { latitude: lat, longitude: lon, ...(airports ? { airports } : {}) } };
    }
    case "timeZone":
      return isTimeZone(value)
        ? { changes: { timeZone: value } }
        : { field: at("value"), message: FORM_MESSAGES.timeZone };
    case "airportCode": {
      const code = value.toUpperCase();
      if (fields.airports?.some((airport) => airport.code === code))
        return { changes: { airportCode: code } };
      const known = /^[A-Z]{3}$/.test(code) ? findAirport(code) : undefined;
      if (!known) return { field: at("value"), message: FORM_MESSAGES.airportCode };
      const distanceKm = Math.round(greatCircleKm(fields, known));
      const added = {
        code,
        name: known.name,
        latitude: known.latitude,
        longitude: known.longitude,
        distanceKm,
      };
      return {
        changes: {
          airportCode: code,
          airports: [...(fields.airports ?? []), added].sort((a, b) => a.distanceKm - b.distanceKm),
        },
      };
    }
    case "climate":
      return (climates as readonly string[]).includes(value)
        ? { changes: { climate: value as (typeof climates)[number] } }
        : { field: at("value"), message: FORM_MESSAGES.climate };
    case "nightlyRate":
    case "dailyCost": {
      const cents = centsFromEuros(value);
      if (!cents) return { field: at("value"), message: FORM_MESSAGES.euros };
      return {
        changes: fact === "nightlyRate" ? { nightlyRateCents: cents } : { dailyCostCents: cents },
      };
    }
  }
}

export type ParsedDestination =
  | { ok: true; fields: DestinationFields; values: DestinationFormValues }
  | { ok: false; errors: FieldErrors; values: DestinationFormValues };

/**
 * The destination the form describes, on top of `base` (the stored draft, or a new place's
 * facts): the editors' words and choices, the photos in the order shown (the hero first), and
 * the figures they set instead of the data's, each with its reason. Photos the base does not
 * hold must be this editor's uploads (`uploads`, their stored sizes). Every problem is said by
 * the field it belongs to.
 */
export function parseDestinationForm(
  form: FormData,
  base: DestinationBase,
  knownTypes: ReadonlySet<string>,
  uploads: ReadonlyMap<string, { width: number; height: number }>,
): ParsedDestination {
  const submission = readSubmission(form, formSchema);
  const values = valuesFromPayload(submission.payload);
  const errors: FieldErrors = submission.ok ? {} : { ...submission.errors };
  const add = (field: string, message: string) => {
    if (!errors[field]) errors[field] = [message];
  };
  const posted: Partial<PostedForm> = submission.ok ? submission.data : {};

  // The rules between fields read what was typed, so each is said even when another field fails.
  const typeIds = values.typeIds.filter((id) => knownTypes.has(id));
  if (typeIds.length === 0) add("typeIds", FORM_MESSAGES.types);
  const bestMonths = [...new Set(values.bestMonths.map(Number))]
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
    .sort((a, b) => a - b);

  const attractions: Destination["attractions"] = [];
  values.sights.forEach((sight, index) => {
    const name = sight.name.trim();
    const price = sight.price.trim();
    if (name === "" && price === "") return;
    if (name === "") return add(`sights[${index}].name`, FORM_MESSAGES.sightName);
    const cents = centsOrZero(price);
    if (cents === null) return add(`sights[${index}].price`, FORM_MESSAGES.sightPrice);
    const id = /^[a-z0-9-]{1,60}$/.test(sight.id) ? sight.id : slugOf(name) || `sight-${index + 1}`;
    attractions.push({ id, name, priceCents: cents });
  });
  if (new Set(attractions.map((sight) => sight.id)).size !== attractions.length)
    add("sights", FORM_MESSAGES.sightsTwice);

  // The photos in the order shown; any the form left out stay, after them (removing one is a
  // takedown of its own, never a missing field).
  const known = new Map((base.photos ?? []).map((photo) => [photo.id, photo]));
  const photos: DestinationPhoto[] = [];
  values.photos.forEach(({ id, ...words }, index) => {
    const size = known.get(id) ?? uploads.get(id);
    if (!size) return add(`photos[${index}].id`, FORM_MESSAGES.photoGone);
    for (const field of ["alt", "credit", "licence"] as const)
      if (!words[field].trim()) add(`photos[${index}].${field}`, FORM_MESSAGES[field]);
    const photo = destinationPhotoSchema.safeParse({
      id,
      ...words,
      width: size.width,
      height: size.height,
    });
    if (photo.success && !photos.some((kept) => kept.id === id)) photos.push(photo.data);
  });
  for (const photo of base.photos ?? [])
    if (!photos.some((kept) => kept.id === photo.id)) photos.push(photo);
  const heroAt = photos.findIndex((photo) => photo.id === posted.hero);
  if (heroAt > 0) photos.unshift(...photos.splice(heroAt, 1));

  const { reviewCount: _unsourced, ...kept } = base as DestinationBase & { reviewCount?: number };
  const summary = posted.summary || undefined;
  const description = posted.description || undefined;
  let fields: DestinationFields = {
    ...kept,
    name: posted.name ?? base.name,
    slug: base.slug || slugOf(posted.name ?? base.name) || "destination",
    summary,
    // The guide's sentence stays credited to the guide until an editor writes their own.
    summarySource:
      summary === undefined ? undefined : summary === base.summary ? base.summarySource : "editors",
    description,
    typeIds,
    attractions,
    bestMonths,
    bestMonthsSource:
      bestMonths.length === 0
        ? undefined
        : sameMonths(bestMonths, base.bestMonths) && base.bestMonthsSource
          ? base.bestMonthsSource
          : "editors",
    photos: photos.length > 0 ? photos : undefined,
  };

  const overrides = new Map<OverridableFact, FactOverride>(
    (base.overrides ?? []).map((override) => [override.fact, override]),
  );
  for (const fact of overridableFacts) {
    const applied = applyOverride(fact, values.override[fact], fields);
    if (!applied) continue;
    if ("field" in applied) {
      add(applied.field, applied.message);
      continue;
    }
    fields = { ...fields, ...applied.changes };
    overrides.set(fact, { fact, reason: values.override[fact]!.reason.trim() });
  }
  fields.overrides = overrides.size > 0 ? [...overrides.values()] : undefined;

  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  // The domain's schema has the last word (the record the site reads).
  const checked = destinationSchema.omit({ id: true }).safeParse(fields);
  if (!checked.success) {
    for (const issue of checked.error.issues) add(String(issue.path[0] ?? "form"), issue.message);
    return { ok: false, errors, values };
  }
  return { ok: true, fields: withoutUndefined(checked.data), values };
}

const sameMonths = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((month, index) => month === b[index]);

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** What the page says after a save, or when one is refused; the editor's text stays in the form. */
export const EDIT_MESSAGES = {
  stale:
    "Someone else saved this destination after you opened it, so your changes were not saved. Your text is still in the form below: compare it with the current version (Preview), then save again to replace theirs.",
  invalid: "Some fields need attention: see the messages next to them.",
  photoGone:
    "A photo in this form is no longer available (it was saved elsewhere or waited more than a day). Upload it again.",
  notFound: "This destination no longer exists.",
  stalePreview:
    "Someone saved this destination after this preview was made, so it was not published. Here is the latest version: check it, then publish.",
  saved: "Draft saved. Preview it, then publish when it is ready.",
  created: "Destination created as a draft.",
  published: "Published: the site shows this version now.",
  archived: "Archived: it is no longer listed; travellers who saved it still see it.",
  photoRemoved: "Photo removed: it is off the site and its files are deleted.",
} as const;
