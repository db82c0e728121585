import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";

/**
 * One way to read a form (decision 170): every action hands its FormData and a zod schema to
 * `readSubmission`, which reads the fields as Conform does (`parseWithZod`: `sights[0].name`
 * becomes a list of objects, a field sent twice a list, an empty text field "not given", a
 * number field a number) and maps zod's issues to messages by field name, in one place. Pages
 * show `errors[name]` beside the field of that name; `form` holds what belongs to no one field.
 */

/** Messages per field, shown next to each field; `form` for what belongs to no single field. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** What a refused form sends back: errors, and the typed values worth keeping (never passwords). */
export type FormReply = { errors: FieldErrors; formError?: string; values: Record<string, string> };

/** Conform's own control fields: no form of ours sends them, and a crafted value must not throw. */
const RESERVED_NAMES = new Set(["__intent__", "__state__"]);
/** A list field past this index is no form of ours (and would make a list that long). */
const MAX_LIST_INDEX = 200;
const MAX_NAME_LENGTH = 120;

/** The form without what no page of ours sends: reserved names, overlong names, huge list indexes. */
function ownFields(form: FormData): FormData {
  const kept = new FormData();
  for (const [name, value] of form.entries()) {
    if (RESERVED_NAMES.has(name) || name.length > MAX_NAME_LENGTH) continue;
    const indexes = [...name.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    if (indexes.some((index) => index > MAX_LIST_INDEX)) continue;
    kept.append(name, value);
  }
  return kept;
}

/**
 * Messages for what a schema leaves unsaid: a field a browser always sends but this request did
 * not, or one sent twice. A schema's own message always wins over these.
 */
const formIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "Fill in this field.";
  if (Array.isArray(issue.input)) return "Send this field once.";
  return undefined;
};

export type Submission<Output> =
  | { ok: true; data: Output; payload: Record<string, unknown> }
  | { ok: false; errors: FieldErrors; payload: Record<string, unknown> };

/**
 * A feature's own sentence for a field, by the field's top-level name: it replaces what zod says
 * about the field's type, length or pattern. A refinement's message (control characters, markup,
 * Markdown too slow to render, a rule between fields) is already written for a person, and stays.
 */
export type FieldWording = Partial<Record<string, string>>;

/** Reads `form` against `schema`: the parsed data, or the messages by field name. */
export function readSubmission<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  wording: FieldWording = {},
): Submission<z.output<Schema>> {
  const submission = parseWithZod(ownFields(form), {
    schema,
    error: formIssueMessage,
    formatError: (issues: z.core.$ZodIssue[]): string[] =>
      issues.map((issue) => {
        const own = wording[String(issue.path[0] ?? "")];
        return own !== undefined && issue.code !== "custom" ? own : issue.message;
      }),
  });
  const payload = (submission.payload ?? {}) as Record<string, unknown>;
  if (submission.status === "success") return { ok: true, data: submission.value, payload };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (!messages || messages.length === 0) continue;
    errors[name === "" ? "form" : name] = [...new Set(messages)];
  }
  return { ok: false, errors, payload };
}

/** The text fields named in `keep`, as sent (a missing field reads as ""). */
export function keptValues(form: FormData, keep: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    keep.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * Validates `form` with one of the domain's schemas. On failure: the messages per field and the
 * values of `keep` (so the form can be shown again as typed, passwords left out).
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  keep: readonly string[],
): { ok: true; data: z.output<Schema> } | { ok: false; reply: FormReply } {
  const submission = readSubmission(form, schema);
  if (submission.ok) return { ok: true, data: submission.data };
  return { ok: false, reply: { errors: submission.errors, values: keptValues(form, keep) } };
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
    values: keptValues(form, keep),
  });
}
