import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { airportLabel } from "~/features/airports/airports.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { HomeAirportQuestionForm } from "~/features/home-airport/HomeAirportQuestion";
import {
  homeAirportQuestion,
  readHomeAirport,
  saveHomeAirport,
} from "~/features/home-airport/home-airport.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Where do you fly from?",
    description: "Your home airport: every trip cost on the site starts there.",
    noindex: true,
  });

/**
 * "Where do you fly from?" on a page of its own: where every "change" beside a cost leads. The
 * field holds the traveller's airport, or a guess from the browser's language to confirm.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
  const redirectTo = url.searchParams.get("redirectTo") ?? "/trips/budget";
  const [current, destinations] = await Promise.all([readHomeAirport(request), listDestinations()]);
  const question = homeAirportQuestion(request, destinations, { redirectTo });
  return {
    question: current ? { ...question, value: airportLabel(current), suggested: false } : question,
    current: current ? airportLabel(current) : null,
  };
}

export function action({ request }: ActionFunctionArgs) {
  return saveHomeAirport(request);
}

export default function HomeAirport() {
  const { question, current } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container home-airport-page">
      <HomeAirportQuestionForm
        question={answer ?? question}
        headingLevel={1}
        lead={
          current
            ? `Your costs start at ${current}. Choose another airport and every cost on the site starts there instead.`
            : undefined
        }
      />
    </div>
  );
}
