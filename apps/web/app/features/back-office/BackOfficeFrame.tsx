import { NavLink } from "react-router";
import type { ReactNode } from "react";

/** Every back-office page: its own small navigation above the page's title and content. */
export function BackOfficeFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="back-office">
      <div className="container">
        <nav className="back-office__nav" aria-label="Back-office">
          <NavLink to="/admin" end className="back-office__nav-link">
            Overview
          </NavLink>
          <NavLink to="/admin/destinations" className="back-office__nav-link">
            Destinations
          </NavLink>
          <NavLink to="/admin/posts" className="back-office__nav-link">
            Blog posts
          </NavLink>
          <NavLink to="/admin/types" className="back-office__nav-link">
            Types
          </NavLink>
        </nav>
        <header className="back-office__header">
          <div>
            <h1 className="back-office__title">{title}</h1>
            {lead ? <p className="back-office__lead">{lead}</p> : null}
          </div>
          {actions ? <div className="back-office__actions">{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}

/** A refused save or action: said once, at the top of the form, and announced. */
export function FormProblem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="flash-notice flash-notice--error back-office__problem" role="alert">
      {message}
    </p>
  );
}
