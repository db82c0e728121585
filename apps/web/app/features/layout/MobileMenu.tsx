import { useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import type { CurrencyFrame, PublicConfig, SiteUser } from "~/lib/root-data";
import { Menu } from "~/ui/icons";
import { MobileMenuPanel } from "./MobileMenuPanel";

// HTML invoker commands (`commandfor`/`command`) and `closedby` on <dialog>: the browser opens
// and closes the menu without JavaScript. React passes these lowercase attributes through as
// they are; the types below only teach TypeScript their names.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's, so the same T
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | undefined;
    commandfor?: string | undefined;
  }
}

const MENU_ID = "mobile-menu";

/**
 * The slide-out menu for small screens, built on a modal <dialog>: the browser traps focus
 * inside it, makes the page behind inert, closes it on Escape and on a click beside it, and
 * focus returns to the toggle that opened it. Its contents are in the page's HTML, and the
 * toggle is an invoker command, so the menu opens and works without JavaScript too.
 */
export function MobileMenu({
  config,
  user,
  currency,
}: {
  config: PublicConfig;
  user: SiteUser | null;
  currency: CurrencyFrame;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const close = () => dialogRef.current?.close();

  // Following a link inside the menu closes it. Not on the first render: a menu opened before
  // the page's script ran (by the invoker command) stays open, and says so.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) {
      setOpen(dialogRef.current?.open ?? false);
      return;
    }
    shownPath.current = pathname;
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
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        onClick={(event) => {
          // With JavaScript the script opens it (also where invoker commands are not supported).
          event.preventDefault();
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <Menu />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        id={MENU_ID}
        ref={dialogRef}
        className="mobile-menu"
        aria-label="Site menu"
        closedby="any"
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <MobileMenuPanel
          config={config}
          user={user}
          currency={currency}
          pathname={pathname}
          menuId={MENU_ID}
          onClose={close}
        />
      </dialog>
    </>
  );
}
