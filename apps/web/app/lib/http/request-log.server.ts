import type { AppLoadContext } from "@remix-run/node";

/** The part of a pino logger the app uses; `err` objects are logged with their stack. */
export interface RequestLog {
  error(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  info(details: object, message?: string): void;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's logger, tagged with its request id (server.mjs); absent under `remix vite:dev`. */
    log?: RequestLog;
  }
}

/** Under the Vite dev server there is no request logger: the console stands in. */
const consoleLog: RequestLog = {
  error: (details, message) => console.error(message ?? "", details),
  warn: (details, message) => console.warn(message ?? "", details),
  info: (details, message) => console.info(message ?? "", details),
};

export function requestLog(context: AppLoadContext | undefined): RequestLog {
  return context?.log ?? consoleLog;
}
