import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { climateOf, destinationScene } from "./destination-scene.server";
import { renderScene } from "./scene.server";

const destinations = defaultCatalogue.destinations;
const bySlug = (slug: string) => {
  const destination = destinations.find((entry) => entry.slug === slug);
  if (!destination) throw new Error(`${slug} is not in the catalogue`);
  return destination;
};
const sceneOf = (slug: string) => destinationScene(bySlug(slug));

describe("destinationScene", () => {
  it("gives no two destinations of the catalogue the same hero picture", () => {
    // The scene's description is its SVG: hashed, not rasterised.
    const pictures = new Map<string, string>();
    for (const destination of destinations) {
      const hash = createHash("sha256")
        .update(renderScene(destinationScene(destination)))
        .digest("hex");
      const twin = pictures.get(hash);
      expect(twin, `${destination.slug} draws the same picture as ${twin}`).toBeUndefined();
      pictures.set(hash, destination.slug);
    }
    expect(pictures.size).toBe(destinations.length);
    expect(destinations.length).toBeGreaterThan(600);
  });

  it("draws a place by the sea with water, an inland one without", () => {
    expect(sceneOf("lisbon")).toMatchObject({
      climate: "mediterranean",
      landscape: "seaside-town",
    });
    expect(sceneOf("tokyo")).toMatchObject({ landscape: "harbour" });
    expect(sceneOf("singapore")).toMatchObject({ climate: "tropical", landscape: "harbour" });
    expect(sceneOf("madrid")).toMatchObject({ landscape: "city" });
    expect(sceneOf("kyoto")).toMatchObject({ landscape: "old-town" });
    expect(sceneOf("santorini")).toMatchObject({ landscape: "island" });
    // Lisbon no longer looks like Tokyo.
    expect(sceneOf("lisbon").landscape).not.toBe(sceneOf("tokyo").landscape);
  });

  it("reads the climate from where a place lies when the editors set none", () => {
    expect(climateOf(bySlug("dubai"))).toBe("arid");
    expect(climateOf(bySlug("riyadh"))).toBe("arid");
    expect(climateOf(bySlug("singapore"))).toBe("tropical");
    expect(climateOf(bySlug("moscow"))).toBe("continental");
    expect(climateOf(bySlug("london"))).toBe("temperate");
    expect(climateOf(bySlug("rome"))).toBe("mediterranean");
    // The editors' climate wins.
    expect(climateOf(bySlug("tenerife"))).toBe("arid");
  });

  it("follows a place's climate table and the importer's setting over where it lies", () => {
    // Madrid's table is semi-arid (Köppen BSk): drier than its latitude box guessed.
    expect(climateOf(bySlug("madrid"))).toBe("arid");
    // A cool northern city by the sea, not a palm-lined harbour; Reykjavik cold.
    expect(sceneOf("edinburgh")).toMatchObject({ climate: "temperate", landscape: "seaside-town" });
    expect(sceneOf("reykjavik")).toMatchObject({ climate: "cold" });
    // A town among mountains is drawn in them, a metropolis as towers.
    expect(sceneOf("salzburg").landscape).toBe("old-town");
    expect(sceneOf("innsbruck")).toMatchObject({ climate: "continental", landscape: "mountains" });
    expect(sceneOf("moscow")).toMatchObject({ climate: "continental", landscape: "city" });
  });

  it("varies the scenes across the catalogue, not a handful of templates", () => {
    const kinds = new Set(
      destinations.map((destination) => {
        const { climate, landscape } = destinationScene(destination);
        return `${climate}/${landscape}`;
      }),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(20);
  });
});
