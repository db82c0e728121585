/**
 * React Router preloads every module a page needs (`<link rel="modulepreload">`) at the default high
 * priority, so on a slow connection ~95 KB of JavaScript competes with the stylesheet, the font
 * and the hero picture that the first paint waits for. The page is complete HTML and hydrates
 * after its first paint anyway (entry.client.tsx), so the modules are still fetched at once, but
 * at low priority: what is needed to show the page comes first.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}
