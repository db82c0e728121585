import { createLogger } from "#server/logging.mjs";
import { requestDetailsOf, type LoadContext } from "./request-context.server";

/** The part of a pino logger the app uses; `err` objects are logged with their stack. */
export interface RequestLog {
  error(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  info(details: object, message?: string): void;
}

/**
 * The log for what happens outside any one request (a catalogue refresh, Redis coming and
 * going, Firebase's own messages) and under `react-router dev`, where no request logger exists.
 * Made by the server's own setup from the same environment (LOG_LEVEL, LOG_FORMAT), so its
 * lines look like the request log's, without a request id.
 */
const setupLog: RequestLog = createLogger({
  level: process.env.LOG_LEVEL,
  format: process.env.LOG_FORMAT,
  production: process.env.NODE_ENV === "production",
});
let processLog = setupLog;

/** The process's log: for code that has no request at hand. */
export function serverLog(): RequestLog {
  return processLog;
}

/** This request's log (with its request id); the process's log when there is none. */
export function requestLog(context: LoadContext | undefined): RequestLog {
  return requestDetailsOf(context).log ?? processLog;
}

/** An error as pino's `err` field, so its stack is kept. */
export function errorDetails(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? error : String(error) };
}

type MessageLogger = Record<keyof RequestLog, (message: string, ...details: unknown[]) => void>;

/**
 * The process's log in the shape `@travel/firebase-client` writes to (a message, then details):
 * its "console only" messages (spec §8) become log lines like the rest.
 */
export const firebaseMessageLog: MessageLogger = {
  error: (message, ...details) => processLog.error(messageDetails(details), message),
  warn: (message, ...details) => processLog.warn(messageDetails(details), message),
  info: (message, ...details) => processLog.info(messageDetails(details), message),
};

function messageDetails(details: unknown[]): object {
  if (details.length === 0) return {};
  const [only] = details;
  if (details.length === 1) return only instanceof Error ? { err: only } : { detail: only };
  return { details };
}

export type LogEntry = { level: keyof RequestLog; message?: string; details: object };

/** A log that keeps its entries in memory (tests). */
export function createMemoryLog(): RequestLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const keep = (level: LogEntry["level"]) => (details: object, message?: string) => {
    entries.push({ level, message, details });
  };
  return { entries, error: keep("error"), warn: keep("warn"), info: keep("info") };
}

/** Replaces the process's log (tests); `undefined` goes back to the server's setup. */
export function setServerLog(next: RequestLog | undefined): void {
  processLog = next ?? setupLog;
}
