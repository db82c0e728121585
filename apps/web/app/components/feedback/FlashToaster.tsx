import { TOAST_DURATIONS_MS } from "@travel/domain";
import { useEffect } from "react";
import { Toaster, toast } from "react-hot-toast";
import type { FlashToast } from "~/lib/toast";

/**
 * The toast outlet for the whole site, with the product's durations. react-hot-toast keeps
 * at most 20 toasts at once, which is the product's TOAST_LIMIT as well.
 */
export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      containerClassName="toaster"
      toastOptions={{
        className: "toast",
        blank: { duration: TOAST_DURATIONS_MS.blank },
        error: { duration: TOAST_DURATIONS_MS.error },
        success: { duration: TOAST_DURATIONS_MS.success },
        loading: { duration: TOAST_DURATIONS_MS.loading },
        custom: { duration: TOAST_DURATIONS_MS.custom },
      }}
    />
  );
}

/** Shows a toast the server flashed (once: the id keeps a re-render from repeating it). */
export function useFlashToast(flash: FlashToast | null): void {
  useEffect(() => {
    if (!flash) return;
    const message = flash.title ? `${flash.title}: ${flash.description}` : flash.description;
    const options = { id: flash.id };
    if (flash.type === "success") toast.success(message, options);
    else if (flash.type === "error") toast.error(message, options);
    else toast(message, options);
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
