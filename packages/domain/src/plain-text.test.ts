import { describe, expect, it } from "vitest";
import { attractionSchema, destinationSchema, destinationTypeSchema } from "./destination.js";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  looksLikeMarkup,
  MARKUP_MESSAGE,
} from "./plain-text.js";
import { makeDestination } from "./testing.js";

describe("names and titles", () => {
  it.each([
    ["a line break", "Berat\r\nATTACH:https://evil.example"],
    ["a lone line feed", "Berat\nX"],
    ["a tab", "Berat\tX"],
    ["NUL", "Berat\u0000"],
    ["an escape", "Berat\u001b[31m"],
    ["DEL", "Berat\u007f"],
    ["a C1 control", "Berat\u0085"],
    ["a line separator", "Berat\u2028X"],
  ])("refuse %s", (_, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    const refused = destinationSchema.safeParse(makeDestination({ name: text }));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
    expect(attractionSchema.safeParse({ id: "x", name: text, priceCents: 0 }).success).toBe(false);
    expect(destinationTypeSchema.safeParse({ id: "x", name: text, description: "y" }).success).toBe(
      false,
    );
  });

  it("take every script, accents, emoji and punctuation", () => {
    for (const name of ["Gjirokastër", "Sankt Moritz", "東京", "Ōsaka — “old town”", "Café 🍷"]) {
      expect(hasControlCharacters(name), name).toBe(false);
      expect(destinationSchema.safeParse(makeDestination({ name })).success, name).toBe(true);
    }
  });
});

describe("names that look like markup", () => {
  it.each([
    ["a tag", "<b>Porto</b>"],
    ["a script", "Porto<script>alert(1)</script>"],
    ["a closing tag", "Porto</title>"],
    ["a comment", "Porto<!-- x -->"],
    ["a named reference", "Porto &amp; Gaia"],
    ["a numeric reference", "Porto &#60;3"],
    ["a hexadecimal reference", "Porto &#x3c;"],
  ])("refuse %s", (_, text) => {
    expect(looksLikeMarkup(text)).toBe(true);
    const refused = destinationSchema.safeParse(makeDestination({ name: text }));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: MARKUP_MESSAGE }),
    ]);
  });

  it("take a lone < or & between words", () => {
    for (const name of ["Trinidad & Tobago", "Less < more", "A&B", "Ampersand&", "<3"]) {
      expect(looksLikeMarkup(name), name).toBe(false);
      expect(destinationSchema.safeParse(makeDestination({ name })).success, name).toBe(true);
    }
  });
});
