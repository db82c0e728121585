import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { listPageSchema } from "@travel/domain";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { adviceDates } from "~/features/destinations/travel-advice.server";
import { GroupResults } from "~/features/group-trips/GroupResults";
import { GroupTripForm } from "~/features/group-trips/GroupTripForm";
import { GROUP_MESSAGES, readGroupPlan, tripQuery } from "~/features/group-trips/group-plan.server";
import { groupResults } from "~/features/group-trips/group-results.server";
import { readCurrency } from "~/features/currency/display-currency.server";
import { groupCardPath } from "~/features/group-trips/share-card-address";
import { readGroupDestination } from "~/features/group-trips/group-destination.server";
import { readHomeAirport } from "~/features/home-airport/home-airport.server";
import { airportLabel } from "~/features/airports/airports.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Group trips: where can we all meet?",
    description:
      "Two to six parties from their own home airports: every destination ranked by what the whole group pays, and what each party pays.",
    ...(args.loaderData?.shareImage ? { image: args.loaderData.shareImage } : {}),
  });

/**
 * Group trips: the whole choice is the query (parties, dates, budget, ranking, the chosen
 * destination). Thin: reading and ranking live in features/group-trips and the domain.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
  const params = url.searchParams;
  const home = await readHomeAirport(request);
  const { form, trip, editing, removeHrefs } = readGroupPlan(params, {
    homeAirport: home ? airportLabel(home) : undefined,
  });
  const page = listPageSchema.safeParse(params.get("page"));
  const destinations = await listDestinations();
  const place = readGroupDestination(params, destinations);
  const results =
    trip && page.success
      ? groupResults(destinations, trip, place.chosenId, readCurrency(request).display, page.data)
      : null;
  const badPage = trip && !page.success;
  const invalid = (!trip && !editing) || badPage || place.field.error !== undefined;
  const shown = results?.chosen?.id ?? results?.rows[0]?.id;
  // The preview of a shared link: the chosen destination's card, or the top-ranked one's.
  const shareImage =
    trip && shown !== undefined
      ? groupCardPath(tripQuery(trip, { destination: String(shown) }))
      : null;
  return data(
    {
      form,
      place: place.field,
      results,
      removeHrefs,
      problem: badPage
        ? `${page.error?.issues[0]?.message ?? ""} Open the first page of results instead.`
        : invalid
          ? GROUP_MESSAGES.check
          : null,
      shareImage: results ? shareImage : null,
      adviceDates: adviceDates(destinations),
    },
    { status: invalid ? 400 : 200 },
  );
}

export default function GroupTrips() {
  const { form, place, results, removeHrefs, problem, adviceDates } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="container group-page">
      <header className="group-page__header">
        <p className="eyebrow">Group trips</p>
        <h1 className="group-page__title">Where can we all meet?</h1>
        <p className="group-page__lead">
          Add each party&apos;s home airport and who is coming. Every destination is ranked by what
          the whole group pays, with each party&apos;s share: its own flights plus its part of the
          hotel, daily costs and sights.
        </p>
        <p className="group-page__lead">
          Deciding with the others? <a href="/trips/plans">Start a shared plan</a>: each party joins
          from its own airport, votes and marks the weeks it can travel.
        </p>
      </header>
      {problem ? (
        <p className="group-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <GroupTripForm
        key={location.search}
        form={form}
        place={place}
        removeHrefs={removeHrefs}
        adviceDates={adviceDates}
      />
      {results ? <GroupResults results={results} /> : null}
    </div>
  );
}
