import type { ChildProcess } from "node:child_process";
import type { SuiteEmulators } from "@travel/firebase-emulators";

export const WEB_DIR: string;
export function freeLocalPort(): Promise<number>;
export function ratesDatedToday(folder: string): string;
export function suiteEmulators(
  projectId: string,
  options?: { seed?: boolean },
): Promise<SuiteEmulators>;

export interface StartSiteOptions {
  /** Default: a free port. */
  port?: number;
  /** Default: the web app's folder. */
  cwd?: string;
  /** Default: node server.mjs. */
  command?: string[];
  env?: Record<string, string | undefined>;
  /** Default true; false starts from PATH alone. */
  inheritEnv?: boolean;
  /** Default /robots.txt. */
  readyPath?: string;
  /** Default: status 200. */
  isReady?: (status: number) => boolean;
  /** Default 30 000. */
  startWithinMs?: number;
  /** Also write the site's output to this process's stderr. */
  echo?: boolean;
}

export interface RunningSite {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (SIGKILL after 10 s) and waits for the exit. */
  stop: () => Promise<void>;
}

export function startSite(options?: StartSiteOptions): Promise<RunningSite>;
