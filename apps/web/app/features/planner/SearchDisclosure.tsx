import type { ReactNode } from "react";

/**
 * A trip page's search form, first on the page. On a phone, once there are results, it folds
 * to one line saying what was searched, with "Edit search" to open it (a <details>, so no
 * script is needed); it stays open while there is nothing to show yet or something to fix.
 * Wide screens always show the form beside the results (planner.css).
 */
export function SearchDisclosure({
  summary,
  open,
  children,
}: {
  /** "From Lisbon (LIS) · Jan 12 – Jan 17, 2027 · 2 Adults"; none before a search is complete. */
  summary: string | null;
  open: boolean;
  children: ReactNode;
}) {
  if (!summary) return <div className="planner__form-card">{children}</div>;
  return (
    <details className="planner__form-card search-disclosure" open={open}>
      <summary className="search-disclosure__summary">
        <span className="search-disclosure__line">{summary}</span>
        <span className="search-disclosure__edit" aria-hidden="true">
          Edit search
        </span>
        <span className="visually-hidden">: edit search</span>
      </summary>
      {children}
    </details>
  );
}
