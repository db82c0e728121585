import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RatingStars } from "./RatingStars";

describe("RatingStars", () => {
  it("names the score as the editors' and never as reviews", () => {
    const html = renderToStaticMarkup(<RatingStars ratingTenths={47} />);
    expect(html).toContain("Editors&#x27; score");
    expect(html).toContain("4.7");
    expect(html).toContain("out of 5");
    expect(html).not.toMatch(/\(\d[\d,]* reviews\)/);
  });

  it("says where the score comes from when asked", () => {
    const html = renderToStaticMarkup(<RatingStars ratingTenths={47} explained />);
    expect(html).toContain("not an average of reviews");
  });

  it("shows nothing for a place without a score", () => {
    expect(renderToStaticMarkup(<RatingStars />)).toBe("");
  });
});
