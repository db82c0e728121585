import type { MetaDescriptor } from "react-router";
import { getConfig } from "./config.server";

/**
 * schema.org JSON-LD for search engines, as React Router's `script:ld+json` meta descriptors
 * (React Router escapes the JSON for the <script> element). Built in loaders, so none of this reaches the
 * browser's JavaScript; a page's meta function passes them on. URLs are absolute, from
 * SITE_URL, never from the request.
 */

const CONTEXT = "https://schema.org";
const SITE_NAME = "Wayfarer";

/** The site's origin (SITE_URL), without a trailing slash. */
export const siteOrigin = (): string => getConfig().siteUrl;

export type Crumb = { name: string; path: string };

/** A trail such as Home › Destinations › Lisbon; the last crumb is the page itself. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": CONTEXT,
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${origin}${crumb.path}`,
      })),
    },
  };
}

export function touristDestination(
  origin: string,
  place: {
    name: string;
    description: string;
    path: string;
    country: string;
    countryCode: string;
    latitude: number;
    longitude: number;
    image?: string;
  },
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": CONTEXT,
      "@type": "TouristDestination",
      name: place.name,
      description: place.description,
      url: `${origin}${place.path}`,
      ...(place.image ? { image: `${origin}${place.image}` } : {}),
      geo: {
        "@type": "GeoCoordinates",
        latitude: place.latitude,
        longitude: place.longitude,
      },
      containedInPlace: {
        "@type": "Country",
        name: place.country,
        identifier: place.countryCode.toUpperCase(),
      },
    },
  };
}

export function blogPosting(
  origin: string,
  post: {
    title: string;
    description: string;
    path: string;
    publishedOn: string;
    author: string;
    category: string;
    image?: string;
  },
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": CONTEXT,
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      url: `${origin}${post.path}`,
      mainEntityOfPage: `${origin}${post.path}`,
      datePublished: post.publishedOn,
      articleSection: post.category,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
      ...(post.image ? { image: `${origin}${post.image}` } : {}),
    },
  };
}
