/**
 * Markup the server rendered from this app's own components (features/planner/trip-html.server.tsx),
 * never text from people: values inside were escaped by React. Only the destination page still
 * uses it; the other pages draw <LazyCostBreakdown> and <PlannerOffers> from data.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The planner's "book this trip" block: partner offers rendered on the server, when there are any. */
export function PlannerOffers({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <div className="planner__offers">
      <h3 className="destination-subtitle">Book this trip with our partners</h3>
      <ServerHtml html={html} />
    </div>
  );
}
