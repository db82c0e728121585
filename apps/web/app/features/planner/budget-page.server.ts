import {
  formatPrice,
  listPageSchema,
  paginate,
  readWeatherWish,
  type Destination,
} from "@travel/domain";
import { pageNav } from "~/ui/page-nav";
import { readCurrency } from "~/features/currency/display-currency.server";
import {
  answersPerCatalogue,
  listDestinations,
  listDestinationTypes,
} from "~/features/destinations/catalogue.server";
import { budgetPageMap } from "~/features/maps/page-maps.server";
import { adviceDates } from "~/features/destinations/travel-advice.server";
import { weatherWishWords } from "~/features/weather/weather-words";
import {
  homeAirportQuestion,
  readHomeAirport,
  tripOriginView,
} from "~/features/home-airport/home-airport.server";
import {
  destinationTripView,
  discoverByBudget,
  readBudget,
  readBudgetOrder,
  readIncludeKeptOut,
  withEverySight,
} from "./trip-discovery.server";
import {
  planFields,
  plannerFormOptions,
  planQuery,
  planSummary,
  readPlan,
  todayIso,
} from "./trip-plan.server";
import { pageUrl } from "~/lib/http/page-url.server";

const BUDGET_PATH = "/trips/budget";
/** Places within the budget per page: the cheapest first, the rest a page away. */
const BUDGET_PAGE_SIZE = 20;

/**
 * Budget discovery (/trips/budget): every destination ranked by what the plan would cost there
 * (or by its flights' CO₂e), one page of the places within the budget, the few just over it on
 * the last page, and the map of them all (grouped at world view).
 */
export async function budgetPage(request: Request) {
  const url = pageUrl(request);
  const today = todayIso();
  const { display } = readCurrency(request);
  const [destinations, types, home] = await Promise.all([
    listDestinations(),
    listDestinationTypes(),
    readHomeAirport(request),
  ]);
  // Ranking thousands of places is the page's cost: the same question about the same catalogue
  // (a shared link, a page of it revisited) is answered once.
  const answer = budgetAnswers(
    destinations,
    `${today} ${JSON.stringify(display)} ${home?.code ?? "-"} ${url.search}`,
    () => answerBudget(url.searchParams, today, display, destinations, types, home?.code),
  );
  const { trip } = answer;
  return {
    status: answer.status,
    page: {
      ...answer.page,
      // The first cost the visitor meets asks where they fly from; then every cost says it.
      question: answer.needsOrigin ? homeAirportQuestion(request, destinations) : null,
      origin: trip ? tripOriginView(trip.origin, request) : null,
      summary: trip
        ? planSummary(
            trip,
            [
              `up to ${formatPrice(answer.page.slider.value * 100, display)}`,
              answer.page.weather.words,
            ]
              .filter(Boolean)
              .join(", "),
          )
        : null,
    },
  };
}

// A page is about 100 KB of data: 50 of them stay well inside an instance's memory.
const budgetAnswers = answersPerCatalogue<BudgetPage>(50);

type BudgetPage = ReturnType<typeof answerBudget>;

function answerBudget(
  params: URLSearchParams,
  today: string,
  display: ReturnType<typeof readCurrency>["display"],
  destinations: Destination[],
  types: Awaited<ReturnType<typeof listDestinationTypes>>,
  origin: string | undefined,
) {
  const { form, trip, needsOrigin } = readPlan(params, { today, origin, path: BUDGET_PATH });
  const budget = readBudget(params.get("budget"));
  const typeId = types.some((type) => type.id === params.get("type"))
    ? (params.get("type") as string)
    : "";
  const order = readBudgetOrder(params.get("sort"));
  const asked = listPageSchema.safeParse(params.get("page"));
  const pageError = asked.success ? undefined : asked.error.issues[0]?.message;
  // "Warm in March": the same fields and messages as the browse page's filter.
  const weather = readWeatherWish(params);
  const wish = weather.ok ? weather.wish : undefined;
  const weatherError = weather.ok ? undefined : weather.problems[0]?.message;
  const includeKeptOut = readIncludeKeptOut(params);
  const discovery =
    trip && !weatherError
      ? discoverByBudget(destinations, trip, {
          budgetEuros: budget.euros,
          typeId,
          order,
          includeKeptOut,
          weather: wish,
        })
      : null;
  // The same page in either order: plain links, so the choice works without JavaScript.
  const orderHref = (sort: typeof order) => {
    const next = new URLSearchParams(params);
    next.set("sort", sort);
    next.delete("page");
    return `${BUDGET_PATH}?${next}`;
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    return `${BUDGET_PATH}?${next}`;
  };
  // A page past the last shows the last: a smaller budget may have shortened the list.
  const page = paginate(discovery?.within ?? [], asked.success ? asked.data : 1, BUDGET_PAGE_SIZE);
  const lastPage = page.page === page.pageCount;

  return {
    page: {
      form,
      options: plannerFormOptions(today, form.values),
      budgetError: budget.error,
      weather: { wish, error: weatherError, words: wish ? weatherWishWords(wish) : null },
      includeKeptOut,
      adviceDates: adviceDates(destinations),
      types: types.map(({ id, name }) => ({ id, name })),
      typeId,
      order,
      costOrderHref: orderHref("cost"),
      co2OrderHref: orderHref("co2"),
      slider: discovery?.slider ?? { min: 0, max: 0, step: 50, value: budget.euros ?? 0 },
      within: trip ? page.items.map((entry) => destinationTripView(entry, trip)) : [],
      withinCount: page.total,
      first: page.first,
      pages: pageNav(page.page, page.pageCount, pageHref),
      moreHref: page.page < page.pageCount ? pageHref(page.page + 1) : null,
      pageError,
      // The places just over the budget follow the last of those within it.
      justOver:
        discovery && trip && lastPage
          ? discovery.justOver.map((entry) => destinationTripView(entry, trip))
          : [],
      home: discovery?.home.map((place) => place.name) ?? [],
      considered: discovery?.considered ?? 0,
      map: discovery && trip ? budgetPageMap(discovery, trip, display) : null,
      // The plan's fields for the comparison form below the results.
      plan: trip
        ? Object.fromEntries(
            planFields.map((field) => [field, planQuery(withEverySight(trip)).get(field) ?? ""]),
          )
        : null,
    },
    status: (trip || needsOrigin) && !budget.error && !pageError && !weatherError ? 200 : 400,
    trip,
    needsOrigin,
  };
}
