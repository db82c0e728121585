/** Outcome of an operation whose failures the caller shows to a person. */
export type Result<T, E extends string> = ({ ok: true } & T) | { ok: false; error: E };

export const ok = <T extends object>(value: T): { ok: true } & T => ({ ok: true, ...value });
export const fail = <E extends string>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** Where services report what the spec calls "console only" (profile misses, sign-out failures…). */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The Firebase error code of an SDK error ("auth/email-already-exists"), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : typeof code === "number" ? String(code) : undefined;
  }
  return undefined;
}
