import { Link } from "@remix-run/react";
import { isCurrentPath, mainNavigation } from "@travel/domain";
import { useEffect, useRef } from "react";
import type { PublicConfig } from "~/lib/root-data";
import { Headset, Heart, X } from "~/ui/page-icons";
import { useMyDestinationsHref } from "~/features/favourites/use-my-destinations-href";
import { LogoMark } from "./Logo";
import { SocialLinks } from "./SocialLinks";

/** Width and height of the logo in the menu (spec §9). */
const LOGO_SIZE_PX = 120;

/** What the mobile menu shows: logo, close, links, live support and social profiles. */
export default function MobileMenuPanel({
  config,
  pathname,
  onClose,
}: {
  config: PublicConfig;
  pathname: string;
  onClose: () => void;
}) {
  const myDestinationsHref = useMyDestinationsHref();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The dialog opened before this panel arrived, so move focus into it now.
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div className="mobile-menu__panel">
      <div className="mobile-menu__head">
        <Link to="/" className="mobile-menu__logo" aria-label={`${config.siteName} home`}>
          <LogoMark size={LOGO_SIZE_PX} />
        </Link>
        <button ref={closeRef} type="button" className="icon-button" onClick={onClose}>
          <X />
          <span className="visually-hidden">Close menu</span>
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__list">
          {mainNavigation.map((item) => (
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
          <li>
            <Link to={myDestinationsHref} className="mobile-menu__link">
              <Heart size={18} />
              My destinations
            </Link>
          </li>
        </ul>
      </nav>
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
