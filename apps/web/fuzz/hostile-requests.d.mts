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
}
export interface HostileFigures {
  sent: number;
  statuses: Record<string, number>;
  serverErrors: HostileFailure[];
  resets: HostileFailure[];
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
