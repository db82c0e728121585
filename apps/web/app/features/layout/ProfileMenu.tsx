import { Form, Link } from "react-router";
import { Heart, LogOut } from "~/ui/icons";
import { User } from "~/ui/page-icons";
import { useEffect, useId, useRef, useState } from "react";
import { Avatar } from "~/ui/Avatar";
import { useMyDestinationsHref } from "~/features/favourites/use-my-destinations-href";
import type { SiteUser } from "~/lib/root-data";

/**
 * The signed-in visitor's menu (a disclosure: a button and the list it shows). Opens and
 * closes on the avatar, closes on an outside click, Escape, or choosing an item.
 */
export function ProfileMenu({ user }: { user: SiteUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const myDestinationsHref = useMyDestinationsHref();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar src={user.photoURL} size={40} />
        <span className="visually-hidden">Account menu for {user.displayName || user.email}</span>
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!open}>
        <p className="profile-menu__who">
          <strong>{user.displayName || "Traveller"}</strong>
          <span>{user.email}</span>
        </p>
        <ul className="profile-menu__list">
          <li>
            <Link to="/my-profile/settings" className="profile-menu__item" onClick={close}>
              <User aria-hidden="true" size={18} /> My Profile
            </Link>
          </li>
          <li>
            <Link to={myDestinationsHref} className="profile-menu__item" onClick={close}>
              <Heart aria-hidden="true" size={18} /> My Destinations
            </Link>
          </li>
          <li>
            {/* A POST, so a prefetch or a crawler can never sign anyone out. */}
            <Form method="post" action="/auth/logout" onSubmit={close}>
              <button type="submit" className="profile-menu__item">
                <LogOut aria-hidden="true" size={18} /> Sign Out
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  );
}
