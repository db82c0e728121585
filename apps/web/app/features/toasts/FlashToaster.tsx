import { lazy, Suspense, useEffect } from "react";
import type { FlashToast } from "~/features/toasts/toast";
import { showFlashToast, useToastOutletWanted } from "./toasts";

const ToasterOutlet = lazy(() => import("./ToasterOutlet"));

/** The site's toast outlet, loaded with the library on the first toast. */
export function SiteToaster() {
  const wanted = useToastOutletWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}

/** Shows a toast the server flashed (once: its id keeps a re-render from repeating it). */
export function useFlashToast(flash: FlashToast | null): void {
  useEffect(() => {
    if (flash) void showFlashToast(flash);
  }, [flash]);
}

/** Without JavaScript the toast cannot pop up, so the same message is printed in place. */
export function FlashNotice({ flash }: { flash: FlashToast | null }) {
  if (!flash) return null;
  return (
    <noscript>
      <div className={`flash-notice flash-notice--${flash.type}`} role="status">
        {flash.title ? <strong>{flash.title}: </strong> : null}
        {flash.description}
      </div>
    </noscript>
  );
}
