import type { SceneSpec } from "~/features/art/art-addresses";

/**
 * The generated scenes of the content pages, in one list: the art route draws only scenes the
 * site shows (these, the blog's, the home variants' and the catalogue's destinations), so any
 * other seed is a 404 rather than a fresh render (docs/decisions/059).
 */
export const pageScenes = {
  aboutUs: { seed: "about-us", climate: "mediterranean", landscape: "old-town", time: "golden" },
  attribution: { seed: "attribution", climate: "temperate", landscape: "city", time: "day" },
  aboutStory: { seed: "about-story", climate: "temperate", landscape: "hills", time: "dawn" },
  blog: { seed: "blog", climate: "continental", landscape: "mountains", time: "golden" },
  careers: { seed: "careers", climate: "tropical", landscape: "island", time: "day" },
  contact: { seed: "contact", climate: "temperate", landscape: "coast", time: "day" },
  destinations: { seed: "destinations", climate: "tropical", landscape: "island", time: "day" },
  legalNotice: {
    seed: "legal-notice",
    climate: "mediterranean",
    landscape: "old-town",
    time: "day",
  },
  privacy: { seed: "privacy", climate: "cold", landscape: "mountains", time: "dawn" },
  terms: { seed: "terms", climate: "temperate", landscape: "hills", time: "golden" },
} as const satisfies Record<string, SceneSpec>;
