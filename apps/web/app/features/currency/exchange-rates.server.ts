import { readFileSync } from "node:fs";
import {
  parseEurofxrefDaily,
  ratesAgeDays,
  RATES_STALE_AFTER_DAYS,
  RATES_WARN_AFTER_DAYS,
  toIsoDate,
  type EuroRates,
} from "@travel/domain";
import type { ExchangeRateStore } from "@travel/firebase-client";
import { getConfig } from "~/lib/config.server";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { getServices } from "~/lib/services.server";
import shippedRates from "./rates/eurofxref-daily.xml?raw";

/**
 * The ECB reference rates prices are converted with (decision 162). Every instance reads the
 * rates stored in Firestore (exchangeRates/ecb) again every EXCHANGE_RATES_CHECK_SECONDS, so all
 * show the same; with EXCHANGE_RATES_REFRESH=daily an instance downloads the ECB's file at start
 * and then once a day for all of them (one claims the day's download). The file shipped with the
 * site (or EXCHANGE_RATES_FILE) is the fallback: the newer of the two is used. Pages never wait
 * for any of it: they read what this process holds.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often an instance asks whether today's download is due (the claim makes it one a day). */
const REFRESH_TICK_MS = 60 * 60 * 1000;
/** After a failed download, the next try (by any instance). */
const RETRY_AFTER_MS = 60 * 60 * 1000;
/** The whole download, answer and body: the ECB's file is a few kilobytes. */
const RATES_DOWNLOAD_DEADLINE_MS = 10_000;
/** A body larger than this is not the ECB's file; reading stops there. */
const MAX_DOWNLOAD_BYTES = 64 * 1024;

type Source = "stored" | "file";
export type RefreshOutcome =
  { status: "stored" | "kept"; date: string } | { status: "failed"; reason: string };

type Held = {
  file: EuroRates | null;
  stored: EuroRates | null;
  lastRefresh: (RefreshOutcome & { at: string }) | null;
  refreshing: boolean;
  timers: ReturnType<typeof setInterval>[];
  /** The first read of the stored rates. */
  ready: Promise<void>;
  refreshStarted: boolean;
};
let held: Held | undefined;

function readFileRates(): EuroRates | null {
  const file = getConfig().exchangeRatesFile;
  try {
    return parseEurofxrefDaily(file ? readFileSync(file, "utf8") : shippedRates);
  } catch (error) {
    serverLog().warn(
      errorDetails(error),
      "Exchange-rate file unreadable: prices are shown in euros",
    );
    return null;
  }
}

const newer = (a: EuroRates | null, b: EuroRates | null) =>
  !a ? b : !b ? a : b.date > a.date ? b : a;

function current(state: Held): { rates: EuroRates | null; source: Source } {
  const rates = newer(state.file, state.stored);
  return { rates, source: rates && rates === state.stored ? "stored" : "file" };
}

/**
 * Downloads the ECB's daily file from `url` within the deadline, checks it (the domain's parser:
 * one day, positive rates, three-letter codes) and stores it for every instance. A failed,
 * slow, oversized or malformed download stores nothing: the rates held stay.
 */
export async function refreshExchangeRates({
  url,
  store,
  now = new Date(),
  deadlineMs = RATES_DOWNLOAD_DEADLINE_MS,
}: {
  url: string;
  store: Pick<ExchangeRateStore, "store">;
  now?: Date;
  deadlineMs?: number;
}): Promise<RefreshOutcome> {
  let rates: EuroRates;
  try {
    const signal = AbortSignal.timeout(deadlineMs);
    const answer = await fetch(url, { signal, headers: { Accept: "application/xml, text/xml" } });
    if (!answer.ok) {
      await answer.body?.cancel();
      return { status: "failed", reason: `the ECB answered ${answer.status}` };
    }
    rates = parseEurofxrefDaily(await boundedText(answer));
  } catch (error) {
    return { status: "failed", reason: downloadProblem(error, deadlineMs) };
  }
  const outcome = await store.store(rates, { source: url, fetchedAt: now });
  return { status: outcome, date: rates.date };
}

async function boundedText(answer: Response): Promise<string> {
  const reader = answer.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw new RangeError("the download is larger than an ECB reference-rate file");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function downloadProblem(error: unknown, deadlineMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return `no answer within ${deadlineMs / 1000} s`;
  if (error instanceof RangeError) return error.message;
  // fetch's network failures: refused, reset, no route, unknown name.
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof TypeError)
    return `the ECB could not be reached (${cause?.code ?? cause?.message ?? error.message})`;
  return String(error);
}

/** The shared store; none where no Firebase project is configured (unit tests, scripts). */
function storeOrNone(): ExchangeRateStore | null {
  try {
    return getServices().exchangeRates;
  } catch {
    return null;
  }
}

async function readStored(state: Held): Promise<void> {
  const store = storeOrNone();
  if (!store) return;
  try {
    state.stored = await store.read();
  } catch (error) {
    // Firestore silent: the rates this process holds stay until the next check.
    serverLog().warn(
      errorDetails(error),
      "Stored exchange rates unreadable; keeping the ones held",
    );
  }
}

/**
 * Today's download, when this instance is the one to make it (one claim a day for all). At a
 * process's start (`force`) it downloads unless the rates held are today's: a fresh start, or
 * bin/up, refreshes whatever the day's claim says.
 */
async function refreshTick(state: Held, { force = false } = {}): Promise<void> {
  const store = storeOrNone();
  if (state.refreshing || !store) return;
  const { url } = getConfig().exchangeRates;
  state.refreshing = true;
  try {
    const now = new Date();
    const claimed = await store.claimRefresh(now, DAY_MS);
    const holding = current(state).rates;
    if (!claimed && !(force && holding?.date !== toIsoDate(now))) return;
    const outcome = await refreshExchangeRates({ url, store, now });
    state.lastRefresh = { ...outcome, at: now.toISOString() };
    if (outcome.status === "failed") {
      await store.retry(now, RETRY_AFTER_MS, DAY_MS);
      serverLog().warn(
        { url, reason: outcome.reason },
        "Exchange rates not refreshed: keeping the rates held",
      );
    } else {
      serverLog().info(
        { url, date: outcome.date, outcome: outcome.status },
        "Exchange rates refreshed",
      );
      await readStored(state);
    }
  } catch (error) {
    serverLog().warn(
      errorDetails(error),
      "Exchange-rate refresh could not run; trying again later",
    );
  } finally {
    state.refreshing = false;
    warnWhenOld(state);
  }
}

function warnWhenOld(state: Held): void {
  const { rates, source } = current(state);
  const age = rates ? ratesAgeDays(rates, toIsoDate(new Date())) : null;
  if (age === null || age > RATES_WARN_AFTER_DAYS)
    serverLog().warn(
      { date: rates?.date ?? null, ageDays: age, source },
      age !== null && age <= RATES_STALE_AFTER_DAYS
        ? `Exchange rates are ${age} days old: is the daily refresh running?`
        : "Exchange rates are out of date: prices are shown in euros",
    );
}

function holdRates(): Held {
  if (held) return held;
  const state: Held = {
    file: readFileRates(),
    stored: null,
    lastRefresh: null,
    refreshing: false,
    timers: [],
    ready: Promise.resolve(),
    refreshStarted: false,
  };
  held = state;
  const check = setInterval(() => void readStored(state), getConfig().exchangeRates.checkMs);
  check.unref();
  state.timers.push(check);
  state.ready = readStored(state);
  return state;
}

/**
 * Starts this process's rates: the stored ones read now and again every check; with the daily
 * refresh on, a download is tried now and then hourly (the claim keeps it to one a day). Called
 * by the server once it listens (a page of a process that never called it reads the stored
 * rates, without downloading). Resolves once the stored rates were read (or could not be).
 */
export async function startExchangeRates(): Promise<void> {
  const state = holdRates();
  await state.ready;
  if (!getConfig().exchangeRates.refresh) return warnWhenOld(state);
  if (state.refreshStarted) return;
  state.refreshStarted = true;
  const tick = setInterval(() => void refreshTick(state), REFRESH_TICK_MS);
  tick.unref();
  state.timers.push(tick);
  await refreshTick(state, { force: true });
}

/** The rates prices are converted with now: the newer of the stored and the shipped ones. */
export function exchangeRates(): EuroRates | null {
  return current(holdRates()).rates;
}

/** What /readyz says about the rates: their day, their age and source, and a warning when old. */
export function exchangeRatesReadiness(today = toIsoDate(new Date())) {
  const state = holdRates();
  const { rates, source } = current(state);
  const ageDays = rates ? ratesAgeDays(rates, today) : null;
  const warning =
    ageDays === null
      ? "no usable exchange rates: prices are shown in euros"
      : ageDays > RATES_STALE_AFTER_DAYS
        ? `exchange rates of ${rates?.date} are ${ageDays} days old: prices are shown in euros`
        : ageDays > RATES_WARN_AFTER_DAYS
          ? `exchange rates of ${rates?.date} are ${ageDays} days old`
          : null;
  return {
    date: rates?.date ?? null,
    ageDays,
    source,
    refresh: getConfig().exchangeRates.refresh ? "daily" : "off",
    refreshing: state.refreshing,
    lastRefresh: state.lastRefresh,
    warning,
  };
}
