import { byPopularity, continents, type Destination } from "@travel/domain";
import type { DestinationRow } from "@travel/firebase-client";
import { z } from "zod";
import {
  listArchivedDestinations,
  listDestinations,
} from "~/features/destinations/catalogue.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { type ListQuery, type ListRow, TODO_KINDS, type TodoKind } from "./destination-list";
import { pageUrl } from "~/lib/http/page-url.server";

const LIST_PAGE_SIZE = 25;

const todoKinds = Object.keys(TODO_KINDS) as TodoKind[];

const missingOf = (record: Destination | undefined): Record<TodoKind, boolean> => ({
  photo: !record?.photos?.length,
  description: !record?.description,
  months: !record?.bestMonths.length,
  sights: !record?.attractions.length,
});

const listQuerySchema: z.ZodType<ListQuery> = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(["draft", "published", "archived", ""]).catch(""),
  region: z.enum([...continents, ""]).catch(""),
  missing: z.enum(["photo", "description", "months", "sights", ""]).catch(""),
  sort: z.enum(["name", "popularity"]).catch("name"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/**
 * One page of the editors' list: search by name, id or country code; filter by status, region
 * and what a place lacks; sorted by name or by popularity (the guide's links, then the main
 * airport's routes: decision 140), so editors start where most travellers look. The counts of
 * what is missing are over every place the other filters keep.
 */
export function filterRows(
  rows: readonly DestinationRow[],
  records: ReadonlyMap<number, Destination>,
  query: ListQuery,
) {
  const term = query.q.toLowerCase();
  const kept = rows
    .filter(
      (row) =>
        (!term ||
          row.name.toLowerCase().includes(term) ||
          String(row.id) === term ||
          row.countryCode === term) &&
        (!query.status || row.status === query.status) &&
        (!query.region || row.continent === query.region),
    )
    .map((row): ListRow => ({ ...row, missing: missingOf(records.get(row.id)) }));
  const counts = Object.fromEntries(
    todoKinds.map((kind) => [kind, kept.filter((row) => row.missing[kind]).length]),
  ) as Record<TodoKind, number>;
  const matching = query.missing
    ? kept.filter((row) => row.missing[query.missing as TodoKind])
    : kept;
  if (query.sort === "popularity")
    matching.sort((a, b) => {
      const [first, second] = [records.get(a.id), records.get(b.id)];
      return first && second ? byPopularity(first, second) : first ? -1 : second ? 1 : a.id - b.id;
    });
  const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    rows: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total: matching.length,
    counts,
    page,
    pages,
  };
}

/** The list page: every destination with its status, and what the site shows of each. */
export async function loadDestinationList(request: Request) {
  const query = listQuerySchema.parse(Object.fromEntries(pageUrl(request).searchParams));
  const [rows, listed, archived, drafts] = await Promise.all([
    needsBackend(() => getServices().destinationEdits.list()),
    listDestinations(),
    listArchivedDestinations(),
    needsBackend(() => getServices().destinationEdits.unpublished()),
  ]);
  const records = new Map<number, Destination>(
    [...listed, ...archived, ...drafts].map((record) => [record.id, record]),
  );
  return { query, regions: [...continents], todo: TODO_KINDS, ...filterRows(rows, records, query) };
}
