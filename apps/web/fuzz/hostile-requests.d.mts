// Types for the e2e suite's import of the hostile-request generator (hostile-requests.mjs).
export interface HostileFailure {
  method: string;
  path: string;
  query?: string;
  kind: string;
  type?: string | null;
  status?: number;
  error?: string;
  text?: string;
  reused?: boolean;
  responded?: boolean;
  /** The request before it on the same connection. */
  after?: string | null;
}
export interface HostileFigures {
  sent: number;
  statuses: Record<string, number>;
  serverErrors: HostileFailure[];
  resets: HostileFailure[];
  /** Idempotent requests sent again after the keep-alive race (RFC 9112 §9.3.1). */
  resent: { method: string; path: string; after: string | null }[];
  unreadable: HostileFailure[];
  byKind: Record<string, number>;
  ms: number;
}
export function signedInCookie(baseUrl: string): Promise<string>;
export function runHostileRequests(options: {
  baseUrl: string;
  count: number;
  seed?: number;
  concurrency?: number;
  cookie?: string | null;
  onProgress?: (figures: HostileFigures) => void;
}): Promise<HostileFigures>;
