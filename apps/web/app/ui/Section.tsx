import type { ReactNode } from "react";

/** A page section with an optional eyebrow, heading and lead; tone sets its background. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = "plain",
  action,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  tone?: "plain" | "tint" | "sand" | "deep";
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      className={["section", `section--${tone}`, className].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {title ? (
          <header className="section__header">
            <div>
              {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
              <h2 id={headingId} className="section__title">
                {title}
              </h2>
              {lead ? <p className="section__lead">{lead}</p> : null}
            </div>
            {action ? <div className="section__action">{action}</div> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
