import { describe, expect, it } from "vitest";
import { blogPosting, breadcrumbList, touristDestination } from "./structured-data.server";

const ORIGIN = "https://wayfarer.example";

/** The JSON a search engine reads from the descriptor's <script type="application/ld+json">. */
const parsed = (descriptor: object) =>
  JSON.parse(JSON.stringify((descriptor as { "script:ld+json": unknown })["script:ld+json"])) as {
    [key: string]: unknown;
  };

describe("structured data", () => {
  it("names a destination, its coordinates and its country, at an absolute address", () => {
    const data = parsed(
      touristDestination(ORIGIN, {
        name: "Lisbon",
        description: "Seven hills.",
        path: "/destinations/101",
        country: "Portugal",
        countryCode: "pt",
        latitude: 38.7223,
        longitude: -9.1393,
      }),
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: "Lisbon",
      description: "Seven hills.",
      url: "https://wayfarer.example/destinations/101",
      geo: { "@type": "GeoCoordinates", latitude: 38.7223, longitude: -9.1393 },
      containedInPlace: { "@type": "Country", name: "Portugal", identifier: "PT" },
    });
  });

  it("numbers a trail from 1, each crumb an absolute address", () => {
    const data = parsed(
      breadcrumbList(ORIGIN, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blogs" },
      ]),
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://wayfarer.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://wayfarer.example/blogs" },
    ]);
  });

  it("describes a post with its headline, date, author and picture", () => {
    const data = parsed(
      blogPosting(ORIGIN, {
        title: "What a week in Lisbon really costs",
        description: "Receipts.",
        path: "/blogs/lisbon-week",
        publishedOn: "2026-03-01",
        author: "Ana",
        category: "Budget",
        image: "/art/x.1200.webp",
      }),
    );
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "What a week in Lisbon really costs",
      datePublished: "2026-03-01",
      author: { "@type": "Person", name: "Ana" },
      url: "https://wayfarer.example/blogs/lisbon-week",
      image: "https://wayfarer.example/art/x.1200.webp",
    });
  });
});
