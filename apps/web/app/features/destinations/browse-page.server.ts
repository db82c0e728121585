import type { LoadContext } from "~/lib/http/request-context.server";
import { listDestinations, listDestinationTypes } from "./catalogue.server";
import { favouriteIdsFor } from "../favourites/favourites.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import { browseView, readBrowse } from "./browse.server";
import { pageUrl } from "~/lib/http/page-url.server";

type Problem = { field: string; message: string };

/**
 * The browse page: one GET form (search, region, country, type, daily budget, order, origin
 * airport) answered on the server, so it works the same without JavaScript and every page of
 * every list has its own address. Only one page of cards is sent. A catalogue that cannot be
 * read is a 503, a query the schema refuses a 400 with its messages, a page past the end a 404.
 */
export async function browsePage(request: Request, context: LoadContext) {
  const reading = readBrowse(pageUrl(request));
  let destinations;
  let types;
  try {
    [destinations, types] = await Promise.all([listDestinations(), listDestinationTypes()]);
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not read the destination catalogue");
    return {
      page: {
        view: null,
        problems: [] as Problem[],
        favouriteIds: [] as number[],
        unavailable: true,
      },
      status: 503,
    };
  }
  if (!reading.ok) {
    return {
      page: {
        view: null,
        problems: reading.problems,
        favouriteIds: [] as number[],
        unavailable: false,
      },
      status: 400,
    };
  }
  const view = browseView(destinations, types, reading.query, reading.origin);
  const favouriteIds = [...(await favouriteIdsFor(request, context))];
  return {
    page: { view, problems: [] as Problem[], favouriteIds, unavailable: false },
    status: view.outOfRange ? 404 : 200,
  };
}
