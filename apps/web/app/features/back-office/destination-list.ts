// The editors' list and to-do view, as the server fills it and the page shows it.
import type { DestinationRow } from "@travel/firebase-client";

/**
 * What a place may lack that travellers would see (the to-do view): a photo, the editors' own
 * description, best months, sights. Judged on what the site shows: the published record, or the
 * draft of a place never published.
 */
export const TODO_KINDS = {
  photo: "a photo",
  description: "their own description",
  months: "best months",
  sights: "sights",
} as const;
export type TodoKind = keyof typeof TODO_KINDS;

export type ListQuery = {
  q: string;
  status: "draft" | "published" | "archived" | "";
  region: string;
  missing: TodoKind | "";
  sort: "name" | "popularity";
  page: number;
};

export type ListRow = DestinationRow & { missing: Record<TodoKind, boolean> };
