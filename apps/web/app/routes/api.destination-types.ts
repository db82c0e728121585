import type { LoaderFunctionArgs } from "react-router";
import { listDestinationTypes } from "~/features/destinations/catalogue.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";

/**
 * GET /api/destination-types (spec §7): the catalogue's destination types as JSON,
 * `{ destinationTypes: [{ id, name, description }] }` in the catalogue's order. Editors change
 * types in the back-office (decision 133), so shared caches keep the answer a minute at most.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const destinationTypes = await listDestinationTypes();
    return Response.json(
      { destinationTypes },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not read the destination types");
    return Response.json(
      { error: "The destination types are unavailable right now. Please try again shortly." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
    );
  }
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
