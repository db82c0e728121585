import { describe, expect, it } from "vitest";
import { destinationScene, sharedCityScenes } from "./art-addresses";

describe("destinationScene", () => {
  it("gives a hand-written place its own scene, seeded by its slug", () => {
    expect(
      destinationScene({ id: 101, slug: "lisbon", typeIds: ["beach"], climate: "mediterranean" }),
    ).toEqual({ seed: "lisbon", climate: "mediterranean", landscape: "coast", time: "golden" });
  });

  it("gives places built from open data one of a few shared city scenes", () => {
    const seeds = new Set(
      Array.from(
        { length: 1000 },
        (_, index) =>
          destinationScene({ id: 1001 + index, slug: `place-${index}`, typeIds: ["city-break"] })
            .seed,
      ),
    );
    expect([...seeds].sort()).toEqual(sharedCityScenes.map((scene) => scene.seed).sort());
    expect(destinationScene({ id: 1001, slug: "porto", typeIds: ["city-break"] })).toEqual({
      seed: "city-golden",
      climate: "temperate",
      landscape: "city",
      time: "golden",
    });
  });
});
