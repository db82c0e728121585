import { formatPrice } from "@travel/domain";
import { useOptionalRootData } from "~/lib/root-data";

/**
 * Formats euro cents in the page's display currency (the root loader's choice), through the
 * domain's one converter. Below the root's error boundary (no frame data) prices stay in euros.
 */
export function usePrice(): (cents: number) => string {
  const display = useOptionalRootData()?.currency.display ?? { currency: "EUR" };
  return (cents) => formatPrice(cents, display);
}
