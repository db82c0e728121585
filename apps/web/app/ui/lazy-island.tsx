import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";

/**
 * A display-only component as a lazy island: the server renders it with the page, like any
 * component, and the browser keeps that markup as it came (no code, no hydration). Its code is
 * loaded only when the browser must draw it itself: on a client-side navigation to the page, or
 * when its props change (a new search on the same page). So maps, cost tables and plain GET
 * forms cost no first-load JavaScript (the 100 KB budget, decision 020), and a page still reads
 * from its route file: `<LazyMapFigure {...map} />`.
 *
 * The kept markup relies on React leaving an element's server HTML alone when it hydrates it
 * with an empty `dangerouslySetInnerHTML` (hence `suppressHydrationWarning`). React does not
 * document that, so e2e/lazy-islands.spec.ts holds each React upgrade to it (decision 151).
 */
/** Set once React has hydrated the server's document (the root's effect, or an island's). */
let documentHydrated = false;

/** Called by the root after hydration: islands mounted from then on draw themselves. */
export function markDocumentHydrated() {
  documentHydrated = true;
}

export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  displayName: string,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  // The lazy wrapper takes the component's own props (its ref typing is not needed here).
  const Drawn = lazy(loadOnce) as unknown as ComponentType<P>;

  function Island(props: P) {
    // In the browser, an island in the server's document keeps its markup; one drawn after the
    // document was hydrated draws itself. (A plain flag, not a store: an update to the island
    // while React hydrates it would make React throw its markup away and draw it anew.)
    const [kept] = useState(() =>
      typeof document === "undefined" || documentHydrated ? null : props,
    );
    useEffect(() => {
      documentHydrated = true;
    }, []);
    const [keep, setKeep] = useState(kept !== null);
    const changed = kept !== null && !sameProps(kept, props);
    const keptElement = useRef<HTMLDivElement>(null);
    // After every render: an update that reaches a Suspense boundary before it has hydrated
    // makes React draw the boundary anew (error 421), and the kept wrapper is then an element
    // without the server's markup: the island must draw itself then too.
    useEffect(() => {
      const empty = keptElement.current !== null && keptElement.current.childNodes.length === 0;
      if (!keep || !(changed || empty)) return;
      // Drawn in a transition once the code is here, so the old markup stays until then.
      void loadOnce().then(() => startTransition(() => setKeep(false)));
    });
    return (
      <Suspense fallback={null}>
        {keep ? (
          <div
            ref={keptElement}
            className="lazy-island"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: "" }}
          />
        ) : (
          <div className="lazy-island">
            <Drawn {...props} />
          </div>
        )}
      </Suspense>
    );
  }
  Island.displayName = displayName;
  return Island;
}

/**
 * Whether the island would draw the same thing: the same values, or equal data (a
 * revalidation after an action sends equal data anew, and must not redraw a form being filled).
 */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  const same =
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
  return same || JSON.stringify(a) === JSON.stringify(b);
}
