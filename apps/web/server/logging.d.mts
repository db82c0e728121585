// Types for the app's import of the logger's setup (logging.mjs): the app's log outside a
// request is made the same way as the server's.
import type { Writable } from "node:stream";
import type { Logger } from "pino";

export function createLogger(options?: {
  level?: string;
  format?: string;
  production?: boolean;
  destination?: Writable;
}): Logger;
