import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import {
  countryName,
  destinationPath,
  FAVOURITE_DESTINATIONS_PATH,
  formatDate,
} from "@travel/domain";
import { destinationScene } from "~/features/art/destination-scene.server";
import { AccountCard } from "~/features/account/AccountCard";
import { SavedDestinationCard } from "~/features/favourites/SavedDestinationCard";
import { FavouritePlanSummary } from "~/features/favourites/FavouritePlanSummary";
import { favouritePlanSummary } from "~/features/favourites/favourite-plans.server";
import { readCurrency } from "~/features/currency/display-currency.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { readHomeAirport } from "~/features/home-airport/home-airport.server";
import { pageMeta } from "~/lib/meta";
import { needsBackend } from "~/lib/http/backend.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import { savedGroupPlanSummary } from "~/features/group-trips/group-plan.server";
import { SavedGroupPlan } from "~/features/group-trips/SavedGroupPlan";
import { MySharedPlans } from "~/features/shared-plans/PlansIndex";
import { plansOf } from "~/features/shared-plans/plans-index.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "My Destinations",
    description: "Your favourite destinations.",
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  // Only for signed-in users (spec §6): visitors are asked to sign up, with the reason.
  const user = await requireFavouritesUser(request);
  const [[saved, sharedPlans], home] = await Promise.all([
    needsBackend(() => Promise.all([savedDestinations(user.uid), plansOf(user.uid)])),
    readHomeAirport(request),
  ]);
  const { display } = readCurrency(request);
  return {
    sharedPlans,
    saved: saved.map(({ destination, favourite, listed }) => ({
      destination,
      listed,
      country: countryName(destination.countryCode) ?? destination.countryCode.toUpperCase(),
      href: destinationPath(destination.id),
      savedOn: formatDate(favourite.createdAt),
      scene: destinationScene(destination),
      plan: favouritePlanSummary(destination, favourite.plan, display, {
        homeAirport: home?.code,
      }),
      group: favourite.groupPlan
        ? savedGroupPlanSummary(destination.id, favourite.groupPlan)
        : null,
    })),
  };
}

export default function FavouriteDestinations() {
  const { saved, sharedPlans } = useLoaderData<typeof loader>();
  return (
    <AccountCard
      eyebrow="My Destinations"
      title="Your favourite destinations"
      lead="Destinations you save appear here, with their costs side by side so you can choose where to go next."
      wide
    >
      <MySharedPlans plans={sharedPlans} />
      {saved.length === 0 ? (
        <div className="empty-state saved-empty" role="note">
          <p className="empty-state__title">No favourites yet</p>
          <p className="empty-state__text">
            Press the heart on any destination to keep it here and compare what a trip there costs.
          </p>
          <Link className="button button--primary" to="/destinations">
            Browse destinations
          </Link>
        </div>
      ) : (
        <ul className="saved-list" aria-label="Saved destinations">
          {saved.map((item) => (
            <SavedDestinationCard
              key={item.destination.id}
              saved={item}
              listPath={FAVOURITE_DESTINATIONS_PATH}
            >
              <FavouritePlanSummary summary={item.plan} destinationName={item.destination.name} />
              <SavedGroupPlan group={item.group} destinationName={item.destination.name} />
            </SavedDestinationCard>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
