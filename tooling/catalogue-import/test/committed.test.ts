import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { continents } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../src/build.js";
import { catalogueText, FILES, placeIndexText, readInputs, registryText } from "../src/files.js";
import { buildPlaceIndex } from "../src/place-index.js";
import { loadSources } from "../src/sources.js";

// The committed catalogue is exactly what the importer makes from the pinned data and the
// committed registry: nobody edited it by hand, and re-running the import changes nothing.
const sources = loadSources();
const result = buildCatalogue({ sources, ...readInputs() });

describe("the committed catalogue", () => {
  it("is what the import writes, and the import adds no id", () => {
    expect(result.report.newIds).toBe(0);
    expect(registryText(result.registry)).toBe(readFileSync(FILES.registry, "utf8"));
    expect(catalogueText(result)).toBe(readFileSync(FILES.catalogue, "utf8"));
  });

  it("has the place index the import writes beside it (decision 172)", () => {
    const committed = gunzipSync(readFileSync(FILES.placeIndex)).toString("utf8");
    expect(placeIndexText(buildPlaceIndex(sources, result))).toBe(committed);
  });

  it("keeps every place the registry knows, listed or archived, at its id and slug", () => {
    const all = [...result.destinations, ...result.archived];
    for (const entry of readInputs().registry) {
      const place = all.find((d) => d.geonameId === entry.geonameId);
      expect([place?.id, place?.slug], String(entry.geonameId)).toEqual([entry.id, entry.slug]);
    }
  });

  it("has one to three thousand destinations, at least 20 on every inhabited continent", () => {
    expect(result.destinations.length).toBeGreaterThanOrEqual(1000);
    expect(result.destinations.length).toBeLessThanOrEqual(3000);
    for (const continent of continents) {
      expect(result.report.byContinent[continent], continent).toBeGreaterThanOrEqual(20);
    }
  });

  it("keeps the 30 hand-written places at their ids", () => {
    const featured = readInputs().featured;
    expect(featured).toHaveLength(30);
    for (const place of featured) {
      const destination = result.destinations.find((d) => d.id === place.id);
      expect([destination?.slug, destination?.description]).toEqual([
        place.slug,
        place.description,
      ]);
    }
  });

  it("pins Paris within 0.05° of 48.857, 2.352", () => {
    const paris = result.destinations.find((d) => d.slug === "paris");
    expect(Math.abs((paris?.latitude ?? 0) - 48.857)).toBeLessThan(0.05);
    expect(Math.abs((paris?.longitude ?? 0) - 2.352)).toBeLessThan(0.05);
  });
});
