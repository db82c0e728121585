import { Link, useLocation } from "react-router";
import { headerNavigation, isCurrentPath } from "@travel/domain";
import { lazy, Suspense, useMemo } from "react";
import type { CurrencyFrame, PublicConfig } from "~/lib/root-data";
import { CurrencyPicker } from "~/features/currency/CurrencyPicker";
import { useScrolledPast } from "~/features/layout/use-scrolled-past";
import type { SiteUser } from "~/lib/root-data";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

// Only signed-in people see the profile menu, so visitors never download it.
const ProfileMenu = lazy(() =>
  import("./ProfileMenu").then((module) => ({ default: module.ProfileMenu })),
);

/** The header sticks to the top once the page has scrolled this far (spec §9). */
const STICKY_HEADER_OFFSET_PX = 10;

export function SiteHeader({
  config,
  user,
  currency,
}: {
  config: PublicConfig;
  user: SiteUser | null;
  currency: CurrencyFrame;
}) {
  const { pathname } = useLocation();
  const sticky = useScrolledPast(STICKY_HEADER_OFFSET_PX, { inclusive: true });
  // The same element while `user` is the same: a scroll that makes the header stick re-renders
  // it, and new props reaching the menu's boundary before its code has loaded made React throw
  // the server's markup away (error 421) and lose a click on the menu meanwhile.
  const profileMenu = useMemo(
    () =>
      user ? (
        <Suspense fallback={<span className="profile-menu__placeholder" />}>
          <ProfileMenu user={user} />
        </Suspense>
      ) : null,
    [user],
  );
  return (
    // The slot keeps the header's height in the flow, so sticking does not make the page jump.
    <div className="site-header-slot">
      <header className="site-header" data-sticky={sticky ? "true" : "false"}>
        <div className="container site-header__inner">
          <Link to="/" className="site-header__logo" aria-label={`${config.siteName} home`}>
            <Logo siteName={config.siteName} size={40} />
          </Link>
          {/* Home and Contact (spec §2), with the trip tools and the blog between them. */}
          <nav className="main-nav" aria-label="Main">
            <ul className="main-nav__list">
              {headerNavigation.map((item) => (
                <li key={item.routerPath}>
                  <Link
                    to={item.routerPath}
                    className="main-nav__link"
                    // The domain decides what counts as current (home variants, numeric detail pages).
                    aria-current={isCurrentPath(pathname, item.routerPath) ? "page" : undefined}
                  >
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <div className="site-header__currency">
              <CurrencyPicker currency={currency} id="currency-picker" compact />
            </div>
            {profileMenu ?? (
              <Link to="/auth/login" className="button button--primary site-header__signin">
                Sign In / Register
              </Link>
            )}
            <MobileMenu config={config} user={user} currency={currency} />
          </div>
        </div>
      </header>
    </div>
  );
}
