import { useSyncExternalStore } from "react";
import type { FlashToast } from "~/features/toasts/toast";

/**
 * Toasts without paying for the toast library on first load: react-hot-toast is fetched the
 * first time a toast is shown, and the outlet (<SiteToaster>) mounts only from then on.
 * Most visits never show one, and the public pages have a tight JavaScript budget.
 */
let outletWanted = false;
const listeners = new Set<() => void>();

function wantOutlet() {
  if (outletWanted) return;
  outletWanted = true;
  for (const listener of listeners) listener();
}

/** Whether the toast outlet should be mounted (true after the first toast). */
export function useToastOutletWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => outletWanted,
    () => false,
  );
}

type ToastKind = "success" | "error" | "blank" | "loading";

/** Shows a toast; resolves to its id. */
async function notify(
  kind: ToastKind,
  message: string,
  options: { id?: string } = {},
): Promise<string> {
  wantOutlet();
  const { toast } = await import("react-hot-toast");
  if (kind === "blank") return toast(message, options);
  return toast[kind](message, options);
}

/** A server-flashed toast as the text and kind shown to the visitor. */
export function showFlashToast(flash: FlashToast): Promise<string> {
  const message = flash.title ? `${flash.title}: ${flash.description}` : flash.description;
  return notify(flash.type, message, { id: flash.id });
}
