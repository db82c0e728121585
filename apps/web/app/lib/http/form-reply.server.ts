import { data } from "@remix-run/node";
import { z } from "zod";

/** Messages per field, shown next to each field; `form` for what belongs to no single field. */
type FieldErrors = Partial<Record<string, string[]>>;

/** What a refused account form sends back: errors, and the typed values worth keeping (never passwords). */
export type FormReply = { errors: FieldErrors; formError?: string; values: Record<string, string> };

/** The text fields of a form, as strings (a missing field reads as ""). */
function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * Validates the named fields of `form` with one of the domain's schemas. On failure: the
 * messages per field and the values of `keep` (so the form can be shown again as typed).
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  fields: readonly string[],
  keep: readonly string[],
): { ok: true; data: z.output<Schema> } | { ok: false; reply: FormReply } {
  const result = schema.safeParse(textValues(form, fields));
  if (result.success) return { ok: true, data: result.data };
  const { fieldErrors, formErrors } = z.flattenError(result.error);
  const errors: FieldErrors = { ...(fieldErrors as FieldErrors) };
  if (formErrors.length) errors.form = formErrors;
  return { ok: false, reply: { errors, values: textValues(form, keep) } };
}

/** A refused form: status 4xx with the reply for the page to show. */
export function replyWith(status: number, reply: FormReply, headers?: HeadersInit) {
  return data(reply, { status, headers });
}

/** Refusal for a filled honeypot: deliberately vague, so a bot learns nothing. */
export function honeypotReply(form: FormData, keep: readonly string[]) {
  return replyWith(400, {
    errors: {},
    formError: "We could not process this form. Please try again.",
    values: textValues(form, keep),
  });
}
