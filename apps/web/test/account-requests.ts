// Drives actions and loaders the way the browser would (form posts with cookies and an Origin),
// and reads their answers whether they returned or threw a Response or data().
import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { FlashToast } from "~/features/toasts/toast";
import { getConfig } from "~/lib/config.server";
import { routeArgs } from "./route-args";
import { getUser } from "~/lib/session.server";
import { getToast } from "~/features/toasts/toast.server";
import { action as signUpAction } from "~/routes/auth.signup";
import { action as signInAction } from "~/routes/auth.login";

/** The site's own origin from its configuration: posts from anywhere else are refused. */
export const SITE = new URL(getConfig().siteUrl).origin;

export const uniqueEmail = (name = "traveller") =>
  `${name}-${randomUUID().slice(0, 8)}@wayfarer.test`;

/** The cookies one browser holds: Set-Cookie answers go in, a Cookie header comes out. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === "" ||
        attributes.some((attribute) => {
          const [key = "", setting = ""] = attribute.split("=").map((part) => part.trim());
          if (/^max-age$/i.test(key)) return Number(setting) <= 0;
          return /^expires$/i.test(key) && Date.parse(setting) <= Date.now();
        });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  copy(): CookieJar {
    const twin = new CookieJar();
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }
}

type Body = Record<string, string> | FormData;

/** A browser's request: same-site Origin on posts unless told otherwise. */
export function browserRequest(
  path: string,
  options: { jar?: CookieJar; body?: Body; origin?: string | null } = {},
): Request {
  const headers = new Headers();
  const cookie = options.jar?.header();
  if (cookie) headers.set("Cookie", cookie);
  if (!options.body) return new Request(`${SITE}${path}`, { headers });
  if (options.origin !== null) headers.set("Origin", options.origin ?? SITE);
  const body = options.body instanceof FormData ? options.body : new URLSearchParams(options.body);
  return new Request(`${SITE}${path}`, { method: "POST", headers, body });
}

export type Outcome = {
  status: number;
  /** Redirect target, if any. */
  location: string | null;
  headers: Headers;
  /** The data() payload, plain return value or JSON body (undefined for other Responses). */
  data: unknown;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit";

/** The answer of a loader or action call, returned or thrown. */
async function outcomeOf(call: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await call();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const json = result.headers.get("Content-Type")?.startsWith("application/json")
      ? ((await result.json()) as unknown)
      : undefined;
    return {
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      data: json,
    };
  }
  if (isDataWithInit(result)) {
    const headers = new Headers(result.init?.headers);
    return {
      status: result.init?.status ?? 200,
      location: headers.get("Location"),
      headers,
      data: result.data,
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, headers: new Headers(), data: result };
}

type RouteFunction = (args: ActionFunctionArgs & LoaderFunctionArgs) => unknown;

/** Calls a route's action or loader with `request`; the jar keeps any cookies it sets. */
export async function call(
  route: RouteFunction,
  request: Request,
  options: { jar?: CookieJar; clientIp?: string; params?: Record<string, string> } = {},
): Promise<Outcome> {
  const args = routeArgs(request, {
    params: options.params,
    clientIp: options.clientIp ?? "203.0.113.10",
  });
  const outcome = await outcomeOf(() => route(args));
  options.jar?.take(outcome.headers.getSetCookie());
  return outcome;
}

/** The toast an answer flashed for the next page, if any. */
export async function flashedToast(outcome: Outcome): Promise<FlashToast | null> {
  const jar = new CookieJar();
  jar.take(outcome.headers.getSetCookie());
  const { toast } = await getToast(new Request(SITE, { headers: { Cookie: jar.header() } }));
  return toast;
}

/** A refused form's reply. */
export type Reply = {
  errors: Partial<Record<string, string[]>>;
  formError?: string;
  values: Record<string, string>;
  intent?: string;
};
export const replyOf = (outcome: Outcome) => outcome.data as Reply;

export const TEST_PASSWORD = "correct-horse-42";

/**
 * A new account made through the sign-up form, then signed in through the sign-in form (sign-up
 * itself opens no session, decision 090), in its own cookie jar.
 */
export async function signUpThroughForm(
  names = { firstName: "Grace", lastName: "Hopper" },
  clientIp?: string,
  email = uniqueEmail(names.firstName.toLowerCase()),
) {
  const jar = new CookieJar();
  const from = clientIp ? { clientIp } : {};
  const outcome = await call(
    signUpAction,
    browserRequest("/auth/signup", {
      body: { ...names, email, password: TEST_PASSWORD, redirectTo: "/" },
    }),
    { jar, ...from },
  );
  if (outcome.status !== 200)
    throw new Error(`sign-up answered ${outcome.status}: ${JSON.stringify(outcome.data)}`);
  const signedIn = await call(
    signInAction,
    browserRequest("/auth/login", { body: { email, password: TEST_PASSWORD, redirectTo: "/" } }),
    { jar, ...from },
  );
  if (signedIn.status !== 303)
    throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.data)}`);
  const user = await getUser(browserRequest("/", { jar }));
  if (!user) throw new Error("sign-up did not sign in");
  return { jar, email, password: TEST_PASSWORD, uid: user.uid, ...names };
}
