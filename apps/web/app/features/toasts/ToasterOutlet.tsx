import { Toaster } from "react-hot-toast";

/** How long each kind of toast stays (spec §9); loading toasts stay until replaced. */
const TOAST_DURATIONS_MS = {
  error: 4000,
  blank: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/**
 * Where toasts appear, with the product's durations. react-hot-toast keeps at most 20 toasts
 * at once, which is the spec's limit as well.
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
