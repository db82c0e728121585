import { useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * Copies the address in `inputId` to the clipboard. Drawn only once script runs (a button that
 * does nothing without it would mislead); without script the field is read-only and selectable.
 */
export function CopyAddress({ inputId }: { inputId: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  if (!hydrated) return null;
  const copy = async () => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    try {
      await navigator.clipboard.writeText(input.value);
      setSaid("Address copied.");
    } catch {
      // No clipboard permission: select it, so Ctrl+C or the menu copies it.
      input.select();
      setSaid("Press Ctrl+C (or ⌘C) to copy the selected address.");
    }
  };
  return (
    <span className="calendar-subscription__copy">
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        Copy address
      </button>
      <span aria-live="polite" className="calendar-subscription__copied">
        {said}
      </span>
    </span>
  );
}
