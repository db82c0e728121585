/**
 * Markup the server rendered from this app's own components (lib/trip-html.server.tsx,
 * lib/find-place.server.tsx), never text from people: values inside were escaped by React.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
