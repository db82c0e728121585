import { data, redirect } from "react-router";
import { byPopularity, safeRedirectPath, type Destination } from "@travel/domain";
import { z } from "zod";
import {
  airportLabel,
  findAirport,
  resolveAirport,
  toSuggestion,
  type Airport,
} from "~/features/airports/airports.server";
import { preferenceCookieHeader } from "~/features/consent/consent.server";
import { HOME_AIRPORT_COOKIE_NAME, readCookie } from "~/lib/cookies";
import { orWhenUnavailable } from "~/lib/http/backend.server";
import { requestCountry } from "~/lib/http/request-language.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { getProfile, getUser } from "~/lib/session.server";
import {
  HOME_AIRPORT_PATH,
  type HomeAirportQuestion,
  type TripOriginView,
} from "./home-airport-types";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * Where a traveller flies from, asked once (where a cost first needs it) and remembered: in a
 * cookie for visitors, in the profile for signed-in travellers. The request's language may
 * suggest an airport for the question, never decide it: no page prices a trip from an airport
 * nobody chose.
 */

/** The traveller's home airport: their profile's, else this browser's remembered one. */
export async function readHomeAirport(request: Request): Promise<Airport | null> {
  const profile = await orWhenUnavailable(getProfile(request), null);
  const code =
    profile?.homeAirport ||
    readCookie(request.headers.get("Cookie"), HOME_AIRPORT_COOKIE_NAME) ||
    "";
  return /^[A-Z]{3}$/.test(code) ? (findAirport(code) ?? null) : null;
}

/**
 * A guess for the question's field: the main airport of the country's best-connected place in
 * the catalogue (London's for "en-GB"). Only ever a pre-filled value the traveller confirms.
 */
export function suggestHomeAirport(
  request: Request,
  destinations: readonly Destination[],
): Airport | null {
  const country = requestCountry(request);
  if (!country) return null;
  const best = destinations.filter((place) => place.countryCode === country).sort(byPopularity)[0];
  return best ? (findAirport(best.airportCode) ?? null) : null;
}

/** The page's address without a plan's own start, so a new home airport applies on return. */
export function withoutPlanOrigin(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.delete("departure_area_code");
  return `${url.pathname}${url.search}${url.hash}`;
}

const here = (request: Request) => {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
};

/** "from Paris (CDG) · change", with the change link back to this page (at `hash`, if given). */
export function tripOriginView(
  airport: Airport,
  request: Request,
  { hash = "" }: { hash?: string } = {},
): TripOriginView {
  const back = withoutPlanOrigin(`${here(request)}${hash}`);
  return {
    label: airportLabel(airport),
    changeHref: `${HOME_AIRPORT_PATH}?${new URLSearchParams({ redirectTo: back })}`,
  };
}

/** The question as a page asks it where a cost first needs an airport, pre-filled with a guess. */
export function homeAirportQuestion(
  request: Request,
  destinations: readonly Destination[],
  { redirectTo = here(request) }: { redirectTo?: string } = {},
): HomeAirportQuestion {
  const suggestion = suggestHomeAirport(request, destinations);
  return {
    value: suggestion ? airportLabel(suggestion) : "",
    suggested: suggestion !== null,
    redirectTo: withoutPlanOrigin(redirectTo),
  };
}

const answerSchema = z.object({
  airport: z.string().max(100),
  // Longer than any path the site serves: ignored (the budget page) rather than refused.
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

const MESSAGES = {
  empty: "Type the city or airport you fly from.",
  unknown: (text: string) =>
    `We couldn't find an airport for “${text}”. Try the city or the 3-letter code.`,
  ambiguous: (text: string) => `Several airports match “${text}”: pick one.`,
  unreadable: "We could not read that answer. Type the city or airport you fly from.",
} as const;

/**
 * The answer to "Where do you fly from?": remembered in this browser (and in the profile of a
 * signed-in traveller), then back to the page that asked. A name that several airports share is
 * answered with a choice; nothing is remembered until one airport is clear.
 */
export async function saveHomeAirport(request: Request) {
  const parsed = answerSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data<HomeAirportQuestion>(
      { value: "", suggested: false, redirectTo: "/", error: MESSAGES.unreadable },
      { status: 400 },
    );
  const { airport: typed, redirectTo } = parsed.data;
  const back = withoutPlanOrigin(safeRedirectPath(redirectTo, "/trips/budget"));
  const resolution = resolveAirport(typed);
  if (resolution.status !== "found") {
    const text = typed.trim().slice(0, 60);
    return data<HomeAirportQuestion>(
      {
        value: text,
        suggested: false,
        redirectTo: back,
        error:
          resolution.status === "empty"
            ? MESSAGES.empty
            : resolution.status === "unknown"
              ? MESSAGES.unknown(text)
              : MESSAGES.ambiguous(text),
        choices:
          resolution.status === "ambiguous"
            ? resolution.candidates.map((candidate) => {
                const { name, country } = toSuggestion(candidate);
                return {
                  code: candidate.code,
                  label: airportLabel(candidate),
                  detail: `${name}, ${country}`,
                };
              })
            : undefined,
      },
      { status: 400 },
    );
  }
  const { code } = resolution.airport;
  const user = await orWhenUnavailable(getUser(request), null);
  // The profile keeps it across devices; a profile that cannot be written now still leaves the
  // cookie, which this browser reads first-hand.
  if (user) await getServices().profiles.updateProfile(user.uid, { homeAirport: code });
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": preferenceCookieHeader(HOME_AIRPORT_COOKIE_NAME, code, request) },
  });
}
