import {
  climates,
  CONTROL_CHARACTER_MESSAGE,
  continents,
  costBases,
  type Destination,
  destinationSchema,
  plainLine,
} from "@travel/domain";
import type { DestinationRow, DestinationStatus } from "@travel/firebase-client";
import { z } from "zod";
import {
  DESTINATION_TEXT_FIELDS,
  type DestinationFormErrors,
  type DestinationFormValues,
  type SightValues,
} from "./destination-form";
import { markdownFieldMessage } from "./markdown-fields.server";

/** The record's fields the form edits; photos and airports are kept from the stored draft. */
export type DestinationFields = Omit<Destination, "id">;

const euros = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));
const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The form's values for a stored destination. */
export function formValuesOf(destination: DestinationFields | null): DestinationFormValues {
  const d = destination;
  return {
    text: {
      name: text(d?.name),
      slug: text(d?.slug),
      countryCode: text(d?.countryCode),
      airportCode: text(d?.airportCode),
      latitude: text(d?.latitude),
      longitude: text(d?.longitude),
      climate: text(d?.climate),
      continent: text(d?.continent),
      summary: text(d?.summary),
      description: text(d?.description),
      nightlyRate: euros(d?.nightlyRateCents),
      dailyCost: euros(d?.dailyCostCents),
      rating: d?.ratingTenths === undefined ? "" : (d.ratingTenths / 10).toFixed(1),
      reviewCount: text(d?.reviewCount),
      geonameId: text(d?.geonameId),
      population: text(d?.population),
      timeZone: text(d?.timeZone),
      currencyCodes: (d?.currencyCodes ?? []).join(", "),
      languages: (d?.languages ?? []).join(", "),
      costBasis: text(d?.costBasis),
      priceLevel: text(d?.priceLevel),
    },
    typeIds: d?.typeIds ?? [],
    bestMonths: (d?.bestMonths ?? []).map(String),
    sights: (d?.attractions ?? []).map((sight) => ({
      id: sight.id,
      name: sight.name,
      price: euros(sight.priceCents),
    })),
  };
}

/** The values a posted form carries, as typed. */
export function formValuesFrom(form: FormData): DestinationFormValues {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const strings = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const ids = strings("sightId");
  const names = strings("sightName");
  const prices = strings("sightPrice");
  const sights: SightValues[] = names.map((name, index) => ({
    id: ids[index] ?? "",
    name,
    price: prices[index] ?? "",
  }));
  return {
    text: Object.fromEntries(
      DESTINATION_TEXT_FIELDS.map((name) => [name, get(name)]),
    ) as DestinationFormValues["text"],
    typeIds: strings("typeIds"),
    bestMonths: strings("bestMonths"),
    sights,
  };
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
const centsFromEuros = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount in euros, like 85 or 85.50.")
  .transform((value) => Math.round(Number(value) * 100));
const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** A Markdown field: refused at the save when the renderer would be slow on it (decision 144). */
const markdownField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString("en")} characters.`)
    .superRefine((text, ctx) => {
      const message = markdownFieldMessage(text);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const formSchema = z.object({
  name: plainLine(z.string().trim().min(1, "Enter the destination's name.").max(100)),
  slug: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/, "Use lower-case letters, digits and hyphens."),
  countryCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, "Enter the two-letter country code, like pt."),
  airportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Enter the three-letter airport code, like LIS."),
  latitude: z.coerce
    .number("Enter a latitude.")
    .min(-90, "Between -90 and 90.")
    .max(90, "Between -90 and 90."),
  longitude: z.coerce
    .number("Enter a longitude.")
    .min(-180, "Between -180 and 180.")
    .max(180, "Between -180 and 180."),
  climate: optional(z.enum(climates, "Choose a climate from the list.")),
  continent: optional(z.enum(continents, "Choose a region from the list.")),
  summary: optional(markdownField(400)),
  description: optional(markdownField(20_000)),
  nightlyRate: centsFromEuros.refine((cents) => cents > 0, "A night costs something."),
  dailyCost: centsFromEuros.refine((cents) => cents > 0, "A day costs something."),
  rating: optional(
    z
      .string()
      .trim()
      .regex(/^[0-5](\.\d)?$/, "A rating from 0.0 to 5.0.")
      .transform((value) => Math.round(Number(value) * 10))
      .refine((tenths) => tenths <= 50, "A rating from 0.0 to 5.0."),
  ),
  reviewCount: optional(z.coerce.number().int("A whole number.").nonnegative()),
  geonameId: optional(z.coerce.number().int("A whole number.").positive()),
  population: optional(z.coerce.number().int("A whole number.").nonnegative()),
  timeZone: optional(z.string().trim().max(64)),
  currencyCodes: z
    .string()
    .transform(list)
    .pipe(
      z.array(
        z
          .string()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, "Three-letter codes, like EUR."),
      ),
    ),
  languages: z.string().transform(list),
  costBasis: optional(z.enum(costBases, "Choose a cost basis from the list.")),
  priceLevel: optional(z.coerce.number().positive()),
});

const sightSchema = z.object({
  name: plainLine(z.string().trim().min(1).max(100)),
  price: centsFromEuros,
});

export type ParsedDestination =
  { ok: true; fields: DestinationFields } | { ok: false; errors: DestinationFormErrors };

/**
 * The destination the form describes, validated field by field with messages a person can act
 * on; `kept` carries what the form does not edit (photos, airports).
 */
export function parseDestinationForm(
  values: DestinationFormValues,
  kept: Pick<DestinationFields, "photos" | "airports"> | null,
  knownTypes: ReadonlySet<string>,
): ParsedDestination {
  const errors: DestinationFormErrors = {};
  const parsed = formSchema.safeParse(values.text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      (errors[key] ??= []).push(issue.message);
    }
  }
  const typeIds = values.typeIds.filter((id) => knownTypes.has(id));
  if (typeIds.length === 0) errors.typeIds = ["Choose at least one type."];
  const months = [...new Set(values.bestMonths.map(Number))].filter(
    (month) => Number.isInteger(month) && month >= 1 && month <= 12,
  );
  const attractions: Destination["attractions"] = [];
  values.sights.forEach((sight, index) => {
    if (sight.name.trim() === "" && sight.price.trim() === "") return;
    const parsedSight = sightSchema.safeParse(sight);
    if (!parsedSight.success) {
      const invisible = parsedSight.error.issues.some(
        (issue) => issue.message === CONTROL_CHARACTER_MESSAGE,
      );
      (errors[`sight-${index}`] ??= []).push(
        invisible
          ? `Sight ${index + 1}: ${CONTROL_CHARACTER_MESSAGE}`
          : "Give each sight a name and a price in euros (0 if free).",
      );
      return;
    }
    attractions.push({
      id: /^[a-z0-9-]{1,60}$/.test(sight.id)
        ? sight.id
        : slugOf(parsedSight.data.name) || `sight-${index + 1}`,
      name: parsedSight.data.name,
      priceCents: parsedSight.data.price,
    });
  });
  if (new Set(attractions.map((sight) => sight.id)).size !== attractions.length) {
    (errors.sights ??= []).push("Two sights have the same name.");
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { nightlyRate, dailyCost, rating, ...rest } = parsed.data;
  const fields: DestinationFields = {
    ...rest,
    slug: rest.slug || slugOf(rest.name),
    typeIds,
    nightlyRateCents: nightlyRate,
    dailyCostCents: dailyCost,
    ratingTenths: rating,
    attractions,
    bestMonths: months.sort((a, b) => a - b),
    currencyCodes: rest.currencyCodes.length > 0 ? rest.currencyCodes : undefined,
    languages: rest.languages.length > 0 ? rest.languages : undefined,
    airports: kept?.airports,
    photos: kept?.photos,
  };
  // The domain's schema has the last word (the record the site reads).
  const checked = destinationSchema.omit({ id: true }).safeParse(fields);
  if (!checked.success) {
    return {
      ok: false,
      errors: Object.fromEntries(
        checked.error.issues.map((issue) => [String(issue.path[0]), [issue.message]]),
      ),
    };
  }
  return { ok: true, fields: stripUndefined(checked.data) };
}

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

const LIST_PAGE_SIZE = 25;

export const listQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(["draft", "published", "archived", ""]).catch(""),
  region: z.enum([...continents, ""]).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** One page of the editors' list: search by name, id or country code; filter by status and region. */
export function filterRows(rows: DestinationRow[], query: ListQuery) {
  const term = query.q.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!term ||
        row.name.toLowerCase().includes(term) ||
        String(row.id) === term ||
        row.countryCode === term) &&
      (!query.status || row.status === (query.status as DestinationStatus)) &&
      (!query.region || row.continent === query.region),
  );
  const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    rows: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
  };
}

/** What a refused save says; the editor's text stays in the form. */
export const EDIT_MESSAGES = {
  stale:
    "Someone else saved this destination after you opened it, so your changes were not saved. Your text is still in the form below: compare it with the current version (Preview), then save again to replace theirs.",
  invalid: "Some fields need attention: see the messages next to them.",
  notFound: "This destination no longer exists.",
  saved: "Draft saved. Preview it, then publish when it is ready.",
  created: "Destination created as a draft.",
  published: "Published: the site shows this version now.",
  archived: "Archived: it is no longer listed; travellers who saved it still see it.",
} as const;
