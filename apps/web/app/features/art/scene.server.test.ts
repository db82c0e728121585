import { describe, expect, it } from "vitest";
import { climates } from "@travel/domain";
import { landscapes, timesOfDay } from "~/features/art/art-addresses";
import { renderScene } from "./scene.server";

describe("renderScene", () => {
  it("draws every combination of climate, landscape and time as well-formed, finite SVG", () => {
    for (const climate of climates) {
      for (const landscape of landscapes) {
        for (const time of timesOfDay) {
          const svg = renderScene({ seed: "check", climate, landscape, time });
          expect(svg, `${climate}/${landscape}/${time}`).not.toMatch(/NaN|undefined|Infinity/);
          expect(svg.endsWith("</svg>")).toBe(true);
          // Small enough to inline or ship uncompressed without thought.
          expect(svg.length).toBeLessThan(40_000);
        }
      }
    }
  });

  it("escapes the title it is given", () => {
    expect(
      renderScene({ seed: "x", climate: "arid", landscape: "desert", time: "day" }, "Sand & <sun>"),
    ).toContain("<title>Sand &amp; &lt;sun&gt;</title>");
  });
});
