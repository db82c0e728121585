import { Form, Link } from "react-router";
import { headerNavigation, isCurrentPath } from "@travel/domain";
import type { CurrencyFrame, PublicConfig, SiteUser } from "~/lib/root-data";
import { CurrencyPicker } from "~/features/currency/CurrencyPicker";
import { Headset, Heart, LogIn, LogOut, X } from "~/ui/icons";
import { useMyDestinationsHref } from "~/features/favourites/use-my-destinations-href";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";

/** Width and height of the logo in the menu (spec §9). */
const LOGO_SIZE_PX = 120;

/**
 * What the mobile menu shows: logo with the site's name, close, My destinations and signing in
 * or out first (within reach on the smallest phone), the site's pages and tools, the display
 * currency, live support and social profiles.
 */
export function MobileMenuPanel({
  config,
  user,
  currency,
  pathname,
  menuId,
  onClose,
}: {
  config: PublicConfig;
  user: SiteUser | null;
  currency: CurrencyFrame;
  pathname: string;
  menuId: string;
  onClose: () => void;
}) {
  const myDestinationsHref = useMyDestinationsHref();
  return (
    <div className="mobile-menu__panel">
      <div className="mobile-menu__head">
        <Link to="/" className="mobile-menu__logo" aria-label={`${config.siteName} home`}>
          <Logo siteName={config.siteName} size={LOGO_SIZE_PX} />
        </Link>
        <button
          type="button"
          className="icon-button"
          // The browser focuses it when the menu opens (dialog focusing steps), script or not.
          autoFocus
          commandfor={menuId}
          command="close"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <X />
          <span className="visually-hidden">Close menu</span>
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__list mobile-menu__list--account">
          <li>
            <Link to={myDestinationsHref} className="mobile-menu__link">
              <Heart size={18} />
              My destinations
            </Link>
          </li>
          <li>
            {user ? (
              // A POST, so a prefetch or a crawler can never sign anyone out.
              <Form method="post" action="/auth/logout">
                <button type="submit" className="mobile-menu__link mobile-menu__signout">
                  <LogOut size={18} />
                  Sign Out
                </button>
              </Form>
            ) : (
              <Link to="/auth/login" className="mobile-menu__link">
                <LogIn size={18} />
                Sign In / Register
              </Link>
            )}
          </li>
        </ul>
        <ul className="mobile-menu__list">
          {headerNavigation.map((item) => (
            <li key={item.routerPath}>
              <Link
                to={item.routerPath}
                className="mobile-menu__link"
                aria-current={isCurrentPath(pathname, item.routerPath) ? "page" : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__currency">
        <CurrencyPicker currency={currency} id="menu-currency-picker" />
      </div>
      <section className="mobile-menu__support" aria-labelledby="mobile-support-heading">
        <Headset size={28} className="mobile-menu__support-icon" />
        <div>
          <h2 id="mobile-support-heading" className="mobile-menu__heading">
            Live support
          </h2>
          <p className="mobile-menu__support-text">Questions about a trip? Write to us any time.</p>
          <a href={`mailto:${config.supportEmail}`} className="mobile-menu__support-link">
            {config.supportEmail}
          </a>
        </div>
      </section>
      <section aria-labelledby="mobile-social-heading" className="mobile-menu__social">
        <h2 id="mobile-social-heading" className="mobile-menu__heading">
          Follow us on social media
        </h2>
        <SocialLinks social={config.social} />
      </section>
    </div>
  );
}
