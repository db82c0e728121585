import { createHash } from "node:crypto";
import { type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { DEADLINES_MS, withDeadline } from "../deadline.js";

/** Every change an editor makes, one document each (who, when, what, which fields). */
export const CONTENT_AUDIT = "contentAudit";

export type ContentKind = "destination" | "post" | "destinationType";

/** Who is acting, as the server verified them (never as a form says). */
export interface EditorIdentity {
  uid: string;
  email: string;
}

export interface AuditEntry {
  kind: ContentKind;
  itemId: string;
  action: string;
  fields: string[];
  editorUid: string;
  editorEmail: string;
  /** ISO timestamp. */
  at: string;
}

const storedEntrySchema = z.object({
  kind: z.enum(["destination", "post", "destinationType"]),
  itemId: z.string(),
  action: z.string(),
  fields: z.array(z.string()),
  editorUid: z.string(),
  editorEmail: z.string(),
  at: z.instanceof(Timestamp),
});

/** The top-level fields whose values differ between two versions of an item. */
export function changedFields(before: object | null, after: object): string[] {
  const old = (before ?? {}) as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(old), ...Object.keys(next)]);
  return [...keys].filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key])).sort();
}

/** Adds an entry inside the transaction that makes the change, so one never lands without the other. */
export function recordChange(
  db: Firestore,
  tx: Transaction,
  entry: {
    kind: ContentKind;
    itemId: string;
    action: string;
    fields: string[];
    editor: EditorIdentity;
  },
): void {
  tx.create(db.collection(CONTENT_AUDIT).doc(), {
    kind: entry.kind,
    itemId: entry.itemId,
    action: entry.action,
    fields: entry.fields,
    editorUid: entry.editor.uid,
    editorEmail: entry.editor.email,
    at: Timestamp.now(),
  });
}

const entriesOf = (docs: { data(): unknown }[]): AuditEntry[] =>
  docs
    .flatMap((doc) => {
      const parsed = storedEntrySchema.safeParse(doc.data());
      return parsed.success ? [{ ...parsed.data, at: parsed.data.at.toDate().toISOString() }] : [];
    })
    .sort((a, b) => b.at.localeCompare(a.at));

/** Every change one editor made, newest first (their data export). */
export async function changesBy(db: Firestore, editorUid: string): Promise<AuditEntry[]> {
  const snapshot = await withDeadline(
    db.collection(CONTENT_AUDIT).where("editorUid", "==", editorUid).get(),
    DEADLINES_MS.read,
    "Firestore: read an editor's changes",
  );
  return entriesOf(snapshot.docs);
}

/**
 * What replaces a deleted editor's uid and e-mail in the audit trail and on content they changed:
 * the same for every entry of theirs (the trail still tells one editor's changes from another's),
 * and nothing of the account left in it.
 */
export const formerEditorPseudonym = (uid: string) =>
  `former-editor-${createHash("sha256").update(`former-editor:${uid}`).digest("hex").slice(0, 12)}`;

/** An item's history, newest first. */
export async function auditTrail(
  db: Firestore,
  kind: ContentKind,
  itemId: string,
  limit = 50,
): Promise<AuditEntry[]> {
  const snapshot = await withDeadline(
    db.collection(CONTENT_AUDIT).where("kind", "==", kind).where("itemId", "==", itemId).get(),
    DEADLINES_MS.read,
    "Firestore: read audit trail",
  );
  return entriesOf(snapshot.docs).slice(0, limit);
}
