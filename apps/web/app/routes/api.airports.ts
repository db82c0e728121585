import type { LoaderFunctionArgs } from "react-router";
import {
  AIRPORT_SEARCH_DEFAULT_LIMIT,
  searchAirports,
  toSuggestion,
} from "~/features/airports/airports.server";

/**
 * GET /api/airports?q=lis[&limit=8] → { query, airports: [{ code, name, city, country, countryCode, label }] }
 * for the airport autocomplete. The answer depends on the query alone and the list changes only
 * with a release, so browsers and caches may keep it for an hour.
 */
export function loader({ url }: LoaderFunctionArgs) {
  const params = url.searchParams;
  const query = (params.get("q") ?? "").slice(0, 64);
  const limit = Number.parseInt(params.get("limit") ?? "", 10);
  const airports = searchAirports(
    query,
    Number.isNaN(limit) ? AIRPORT_SEARCH_DEFAULT_LIMIT : limit,
  ).map(toSuggestion);
  return Response.json(
    { query, airports },
    {
      headers: {
        "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
        "X-Content-Type-Options": "nosniff",
      },
    },
  );
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
