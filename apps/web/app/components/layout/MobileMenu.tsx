import { Link, useLocation } from "@remix-run/react";
import { LOGO_SIZE_PX, isCurrentPath, mainNavigation } from "@travel/domain";
import { Headset, Heart, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PublicConfig } from "~/config.server";
import { useMyDestinationsHref } from "~/hooks/use-my-destinations-href";
import { LogoMark } from "./Logo";
import { SocialLinks } from "./SocialLinks";

/**
 * The slide-out menu for small screens, built on a modal <dialog>: the browser traps focus
 * inside it, makes the page behind inert and closes it on Escape; focus then returns to the
 * toggle that opened it.
 */
export function MobileMenu({ config }: { config: PublicConfig }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const myDestinationsHref = useMyDestinationsHref();

  const close = () => dialogRef.current?.close();

  // Following a link inside the menu closes it.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        className="mobile-menu"
        aria-label="Site menu"
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__head">
            <Link to="/" className="mobile-menu__logo" aria-label={`${config.siteName} home`}>
              <LogoMark size={LOGO_SIZE_PX} />
            </Link>
            <button type="button" className="icon-button" onClick={close}>
              <X aria-hidden="true" />
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
                  <Heart aria-hidden="true" size={18} />
                  My destinations
                </Link>
              </li>
            </ul>
          </nav>
          <section className="mobile-menu__support" aria-labelledby="mobile-support-heading">
            <Headset aria-hidden="true" size={28} className="mobile-menu__support-icon" />
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
      </dialog>
    </>
  );
}
