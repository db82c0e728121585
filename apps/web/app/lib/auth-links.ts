/**
 * Links to the sign-in and sign-up pages that bring the person back to `redirectTo` afterwards
 * (left out when that is home). Used by the pages and by server redirects alike.
 */
export function authHref(page: "/auth/login" | "/auth/signup", redirectTo: string): string {
  return redirectTo === "/" ? page : `${page}?${new URLSearchParams({ redirectTo })}`;
}
