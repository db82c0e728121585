/**
 * The site's JavaScript is fetched after the page's first contentful paint, not with the page.
 *
 * Every page is complete HTML (links and forms work without scripts), so what a visitor waits
 * for first is the stylesheet, the font and the hero picture. Remix asks for its ~95 KB of
 * modules (`<link rel="modulepreload">` and the inline module script's imports) as soon as the
 * HTML arrives, and on a slow connection they take bandwidth from exactly those. Here the
 * document keeps Remix's elements with their fetches switched off (a link kind and a script type
 * the browser does not act on), plus a small loader that switches them on once the browser
 * reports the first contentful paint. Hydration follows from there.
 *
 * The elements keep their tags for React's hydration (which does not patch attributes), and the
 * loader runs at the end of <body>, where React leaves extra nodes alone.
 */
import { EARLY_PRESS_GLOBAL } from "./early-press";

const DEFERRED_MODULE_TYPE = "text/x-after-first-paint";
/** Browsers ignore links of a kind they do not know, without a warning. */
const DEFERRED_PRELOAD_REL = "modulepreload-after-first-paint";

/**
 * Runs in the browser. Waits for the first contentful paint (at once in a background tab, which
 * does not paint; after a frame where paint timing is not reported), then adds the module
 * preloads and the module script again as live elements, under the page's script nonce. Until
 * the client entry takes it, it keeps the last script-driven button pressed (lib/early-press.ts).
 */
const MODULE_LOADER = `(function () {
  var nonce = document.currentScript.nonce;
  var pressed = null;
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) pressed = button;
  }
  document.addEventListener("click", keep, true);
  window.${EARLY_PRESS_GLOBAL} = function () {
    document.removeEventListener("click", keep, true);
    return pressed;
  };
  var started = false;
  function load() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function (held) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = held.href;
      document.head.appendChild(link);
    });
    document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function (held) {
      var script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = held.textContent;
      document.body.appendChild(script);
    });
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") !== -1;
  if (document.visibilityState === "hidden") load();
  else if (!paintTiming) requestAnimationFrame(function () { setTimeout(load, 0); });
  else {
    new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) load();
    }).observe({ type: "paint", buffered: true });
    // In case no contentful paint is ever reported, the page still becomes interactive.
    setTimeout(load, 5000);
  }
})();`;

/** The rendered document with its module loading held until the first contentful paint. */
export function loadModulesAfterFirstPaint(html: string, nonce: string): string {
  const held = html
    .replaceAll('<link rel="modulepreload" ', `<link rel="${DEFERRED_PRELOAD_REL}" `)
    .replace(/(<script\b[^>]*?) type="module"/g, `$1 type="${DEFERRED_MODULE_TYPE}"`);
  const bodyEnd = held.lastIndexOf("</body>");
  if (bodyEnd === -1) return html;
  return `${held.slice(0, bodyEnd)}<script nonce="${nonce}">${MODULE_LOADER}</script>${held.slice(bodyEnd)}`;
}
