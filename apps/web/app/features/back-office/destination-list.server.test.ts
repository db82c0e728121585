import { type Destination } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import type { DestinationRow } from "@travel/firebase-client";
import { describe, expect, it } from "vitest";
import { filterRows } from "./destination-list.server";

/** A place from open data: no photo, no description of the editors', no sights; best months from its climate. */
const place = (id: number, fields: Partial<Destination> = {}) =>
  makeDestination({ id, name: `Place ${id}`, description: undefined, attractions: [], ...fields });
const rowOf = (destination: Destination): DestinationRow => ({
  id: destination.id,
  name: destination.name,
  countryCode: destination.countryCode,
  continent: destination.continent ?? null,
  status: "published",
  unpublishedChanges: false,
});
const query = (changes: Record<string, string | number> = {}) => ({
  q: "",
  status: "" as const,
  region: "",
  missing: "" as const,
  sort: "name" as const,
  page: 1,
  ...changes,
});

const photo = { id: "a".repeat(16), alt: "A", credit: "B", licence: "C", width: 800, height: 600 };
const records = [
  place(1, {
    photos: [photo],
    description: "Ours.",
    attractions: [{ id: "x", name: "X", priceCents: 0 }],
  }),
  place(2, { guide: { title: "Two", url: "https://en.wikivoyage.org/wiki/Two", goNext: 30 } }),
  place(3, {
    guide: { title: "Three", url: "https://en.wikivoyage.org/wiki/Three", goNext: 5 },
    bestMonths: [],
  }),
  place(4, { bestMonths: [] }),
];
const byId = new Map(records.map((record) => [record.id, record]));
const rows = records.map(rowOf);

describe("the editors' to-do view", () => {
  it("counts the places without a photo, their own description, best months or sights", () => {
    expect(filterRows(rows, byId, query()).counts).toEqual({
      photo: 3,
      description: 3,
      months: 2,
      sights: 3,
    });
  });

  it("lists only the places that lack what is asked, the most popular first when asked", () => {
    const lacking = filterRows(rows, byId, query({ missing: "photo", sort: "popularity" }));
    expect(lacking.rows.map((row) => row.id)).toEqual([2, 3, 4]);
    expect(lacking.total).toBe(3);
    expect(lacking.rows[0]?.missing).toEqual({
      photo: true,
      description: true,
      months: false,
      sights: true,
    });
    expect(filterRows(rows, byId, query({ missing: "months" })).rows.map((row) => row.id)).toEqual([
      3, 4,
    ]);
  });

  it("counts within the other filters, and a row without a record lacks everything", () => {
    const drafts = [...rows, { ...rowOf(place(9)), status: "draft" as const }];
    const onlyDrafts = filterRows(drafts, byId, query({ status: "draft" }));
    expect(onlyDrafts.counts).toEqual({ photo: 1, description: 1, months: 1, sights: 1 });
  });
});
