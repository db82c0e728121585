/** Formats a price stored in hundredths: 123456 → "1,234.56". */
export function formatPrice(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
