import { Link, useLocation } from "react-router";
import { footerMenus, isCurrentPath } from "@travel/domain";
import { Mail } from "~/ui/icons";
import type { PublicConfig } from "~/lib/root-data";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";

export function SiteFooter({ config, year }: { config: PublicConfig; year: number }) {
  const { pathname } = useLocation();
  // Marked like the main menu (the domain's rule): a numeric detail page counts for its list.
  const current = (path: string) => (isCurrentPath(pathname, path) ? "page" : undefined);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" aria-label={`${config.siteName} home`} className="site-footer__logo">
            <Logo siteName={config.siteName} size={36} />
          </Link>
          <p>
            Honest destination guides and trip costs worked out per person, so you can choose where
            to go next with confidence.
          </p>
          {/* The spec fixes the menu columns; the catalogue's way in sits with the brand instead. */}
          <Link
            to="/destinations"
            className="site-footer__browse"
            aria-current={current("/destinations")}
          >
            Browse all destinations
          </Link>
        </div>
        <section className="site-footer__column" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            Contact Us
          </h2>
          <h3 className="site-footer__subheading">Customer support</h3>
          <p className="site-footer__note">We answer every message within one working day.</p>
          <a href={`mailto:${config.supportEmail}`} className="site-footer__email">
            <Mail aria-hidden="true" size={18} />
            {config.supportEmail}
          </a>
        </section>
        {footerMenus.map((menu) => (
          <nav
            key={menu.id}
            className="site-footer__column"
            aria-labelledby={`footer-menu-${menu.id}`}
          >
            <h2 id={`footer-menu-${menu.id}`} className="site-footer__heading">
              {menu.title}
            </h2>
            <ul className="site-footer__links">
              {menu.menuList.map((link) => (
                <li key={link.routerPath}>
                  <Link to={link.routerPath} aria-current={current(link.routerPath)}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bar">
        <div className="container site-footer__bar-inner">
          <p>
            © {year}{" "}
            <a href={config.developer.url} target="_blank" rel="noopener noreferrer">
              {config.developer.name}
            </a>
            . All rights reserved.
          </p>
          <SocialLinks social={config.social} className="social-links--footer" />
        </div>
      </div>
    </footer>
  );
}
