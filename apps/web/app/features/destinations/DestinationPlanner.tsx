import { Link, useLocation } from "react-router";
import type { ComponentProps } from "react";
import { AttractionChoices, PlannerForm } from "~/features/planner/PlannerForm";
import { SavePlanForm } from "~/features/planner/SavePlanForm";
import type { CostBreakdownProps } from "~/features/planner/CostBreakdown";
import { LazyCostBreakdown, LazyPlannerOffers } from "~/features/planner/LazyCostBreakdown";
import type { PartnerOffer } from "~/features/planner/planner-types";
import { HomeAirportQuestionForm } from "~/features/home-airport/HomeAirportQuestion";
import { TripOrigin } from "~/features/home-airport/TripOrigin";
import type {
  HomeAirportQuestion,
  TripOriginView,
} from "~/features/home-airport/home-airport-types";
import type { PriceList } from "./destination-prices";

type PlannerFormProps = ComponentProps<typeof PlannerForm>;

/**
 * The destination page's trip cost planner: the form (with the place's sights), the cost of
 * the plan in the address (a lazy island: drawn with the page, its code loaded only to draw a
 * new plan in the browser), saving it, and the links on to comparing and
 * budget discovery with the same plan.
 */
export function DestinationPlanner({
  path,
  destination,
  planner,
  estimate,
  offers,
  plan,
  planSearch,
  question,
  origin,
}: {
  path: string;
  destination: { id: number; name: string; attractions: PriceList["attractions"] };
  planner: { form: PlannerFormProps["form"]; options: PlannerFormProps["options"] };
  estimate: { view: CostBreakdownProps["estimate"]; caption: string; example?: string } | null;
  offers: PartnerOffer[] | null;
  plan: Record<string, string> | null;
  planSearch: string;
  question: HomeAirportQuestion | null;
  origin: TripOriginView | null;
}) {
  const location = useLocation();
  return (
    <section
      id="planner"
      className="section section--tint planner"
      aria-labelledby="planner-heading"
    >
      <div className="container">
        <header className="section__header">
          <div>
            <p className="eyebrow">Trip cost planner</p>
            <h2 id="planner-heading" className="section__title">
              What a trip to {destination.name} costs
            </h2>
            <p className="section__lead">
              Flights, hotel, daily costs and sights for your dates and party, split per person.
            </p>
          </div>
        </header>
        <div className="planner__layout">
          <div className="planner__form-card">
            <PlannerForm
              key={location.search}
              id="planner"
              action={path}
              form={planner.form}
              options={planner.options}
            >
              <AttractionChoices
                attractions={destination.attractions}
                chosen={planner.form.attractionIds}
              />
            </PlannerForm>
          </div>
          <div className="planner__result" aria-live="polite">
            {question ? (
              <HomeAirportQuestionForm question={question} id="planner-home" />
            ) : estimate ? (
              <>
                {origin ? <TripOrigin origin={origin} /> : null}
                <LazyCostBreakdown
                  estimate={estimate.view}
                  caption={estimate.caption}
                  example={estimate.example}
                />
                <div className="planner__actions">
                  {plan ? (
                    <SavePlanForm
                      destinationId={destination.id}
                      plan={plan}
                      redirectTo={`${path}?${planSearch}#planner`}
                    />
                  ) : null}
                  <Link
                    to={`/trips/compare?ids=${destination.id}&${planSearch}`}
                    className="text-link"
                  >
                    Compare with other destinations
                  </Link>
                  <Link
                    to={`/trips/budget?budget=${Math.ceil(estimate.view.totalCents / 100)}&${planSearch}`}
                    className="text-link"
                  >
                    Where else this budget takes you
                  </Link>
                </div>
              </>
            ) : (
              <p className="planner__invalid" role="status">
                Check the highlighted fields to see what this trip costs.
              </p>
            )}
          </div>
        </div>
        <LazyPlannerOffers offers={offers} />
      </div>
    </section>
  );
}
