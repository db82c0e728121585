// Small guards shared by several modules; not part of the public API (index.ts does not export them).

/** Throws a RangeError unless `value` is a finite number. */
export function assertFinite(value: number, what: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
}

/** True for plain, non-null objects (records read back from storage may be anything). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
