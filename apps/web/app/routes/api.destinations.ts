import type { LoaderFunctionArgs } from "react-router";
import { listDestinations } from "~/features/destinations/catalogue.server";
import {
  DESTINATION_SEARCH_LIMIT,
  searchDestinations,
  toDestinationSuggestion,
} from "~/features/destinations/destination-search.server";

/**
 * GET /api/destinations?q=por[&limit=8] → { query, destinations: [{ id, name, country, label }] }
 * for the destination fields' suggestions. The catalogue changes when editors publish, so caches
 * keep an answer for five minutes.
 */
export async function loader({ url }: LoaderFunctionArgs) {
  const params = url.searchParams;
  const query = (params.get("q") ?? "").slice(0, 64);
  const limit = Number.parseInt(params.get("limit") ?? "", 10);
  const destinations = searchDestinations(
    await listDestinations(),
    query,
    Number.isNaN(limit) ? DESTINATION_SEARCH_LIMIT : limit,
  ).map(toDestinationSuggestion);
  return Response.json(
    { query, destinations },
    {
      headers: {
        "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
        "X-Content-Type-Options": "nosniff",
      },
    },
  );
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
