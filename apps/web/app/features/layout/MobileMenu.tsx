import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PublicConfig } from "~/lib/root-data";
import { Menu } from "~/ui/icons";

// The menu's contents are fetched on the first open: most visits never open it.
const MobileMenuPanel = lazy(() => import("./MobileMenuPanel"));

/**
 * The slide-out menu for small screens, built on a modal <dialog>: the browser traps focus
 * inside it, makes the page behind inert and closes it on Escape; focus then returns to the
 * toggle that opened it.
 */
export function MobileMenu({ config }: { config: PublicConfig }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const { pathname } = useLocation();

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
          setEverOpened(true);
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <Menu />
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
        {everOpened ? (
          <Suspense fallback={null}>
            <MobileMenuPanel config={config} pathname={pathname} onClose={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
