import type { ReactNode } from "react";

/** A titled section inside the frame for account pages whose forms are still to come. */
export function AccountSection({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-title">
      <div className="container container--narrow account-page__card">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="account-title" className="account-page__title">
          {title}
        </h1>
        <p className="account-page__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
