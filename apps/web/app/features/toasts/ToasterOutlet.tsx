import { TOAST_DURATIONS_MS } from "@travel/domain";
import { Toaster } from "react-hot-toast";

/**
 * Where toasts appear, with the product's durations. react-hot-toast keeps at most 20 toasts
 * at once, which is the product's TOAST_LIMIT as well.
 */
export default function ToasterOutlet() {
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
