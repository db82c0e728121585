import { createCookie, redirect } from "react-router";
import type { Profile, SessionUser } from "@travel/firebase-client";
import { getConfig } from "~/lib/config.server";
import { getServices } from "./services.server";
import type { SiteUser } from "./root-data";
import { authHref } from "./auth-links";
import { needsBackend, orWhenUnavailable } from "./http/backend.server";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * Who is signed in is decided here, from a Firebase session cookie (HttpOnly, so page scripts
 * cannot read it; SameSite=Lax, so other sites cannot post with it). The cookie is signed with
 * the site's secrets, so only cookies this server issued are even shown to Firebase (the Auth
 * emulator's verifier accepts unsigned tokens). It is checked against revocation on every
 * request that asks; a request asks at most once (see `once`).
 */
export const SESSION_COOKIE_NAME = "__session";

function sessionCookie() {
  const config = getConfig();
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    path: "/",
    secrets: config.sessionSecrets,
  });
}

// Answers per request, not per process: a revoked session must end on the very next request.
const sessionsByRequest = new WeakMap<Request, Promise<SessionUser | null>>();
const profilesByRequest = new WeakMap<Request, Promise<Profile | null>>();

function once<T>(
  cache: WeakMap<Request, Promise<T>>,
  request: Request,
  read: () => Promise<T>,
): Promise<T> {
  let pending = cache.get(request);
  if (!pending) {
    pending = read();
    cache.set(request, pending);
  }
  return pending;
}

async function readSessionCookie(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(SESSION_COOKIE_NAME)) return null;
  // An unsigned or wrongly signed cookie parses to null.
  const value: unknown = await sessionCookie().parse(header);
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * The signed-in user of this request, or null (no cookie, expired, revoked or forged). Throws
 * BackendUnavailableError when Auth cannot tell in time.
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  return once(sessionsByRequest, request, async () => {
    const cookie = await readSessionCookie(request);
    return cookie ? getServices().auth.verifySession(cookie) : null;
  });
}

/** The signed-in user's profile (users document), or null; read once per request. */
export function getProfile(request: Request): Promise<Profile | null> {
  return once(profilesByRequest, request, async () => {
    const user = await getUser(request);
    return user ? getServices().profiles.getProfile(user.uid) : null;
  });
}

/** Where a visitor is sent to sign in, coming back to `request`'s page afterwards. */
export function loginPath(request: Request): string {
  const url = pageUrl(request);
  return authHref("/auth/login", `${url.pathname}${url.search}`);
}

/**
 * The signed-in user, or a redirect (thrown, so loaders and actions stop there): by default to
 * the sign-in page and back here afterwards.
 */
export async function requireUser(
  request: Request,
  options: { redirectTo?: string } = {},
): Promise<SessionUser> {
  // Auth silent: neither signed in nor out, so 503 (the cookie stays for the next try).
  const user = await needsBackend(() => getUser(request));
  if (!user) throw redirect(options.redirectTo ?? loginPath(request), { status: 303 });
  return user;
}

/**
 * The person as the site frame shows them. Names and picture come from the profile, which the
 * user can change; the session's copy is frozen at sign-in.
 */
export async function getSiteUser(request: Request): Promise<SiteUser | null> {
  // Decoration only: an unverifiable session shows as signed out (never as valid), and a
  // profile that cannot be read gives way to what the session carries.
  const user = await orWhenUnavailable(getUser(request), null);
  if (!user) return null;
  const profile = await orWhenUnavailable(getProfile(request), null);
  const profileName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : "";
  return {
    uid: user.uid,
    email: user.email ?? "",
    displayName: profileName || user.displayName || "",
    photoURL: profile?.profilePicture || user.photoURL || null,
  };
}

/** The Set-Cookie header that starts (or renews) this browser's session. */
export function commitSession(firebaseSessionCookie: string, expiresInMs: number): Promise<string> {
  return sessionCookie().serialize(firebaseSessionCookie, {
    maxAge: Math.floor(expiresInMs / 1000),
  });
}

/** The Set-Cookie header that removes the session cookie. */
export function destroySession(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
