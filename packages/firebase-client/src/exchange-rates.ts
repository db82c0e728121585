import { euroRatesSchema, type EuroRates } from "@travel/domain";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { DEADLINES_MS, withDeadline } from "./deadline.js";

/**
 * The ECB reference rates the site converts prices with, stored once for every instance
 * (exchangeRates/ecb): whichever instance downloads them writes them, and every instance reads
 * the same document, so two visitors never see one price at two rates. A second document
 * (exchangeRates/refresh) says when an instance last tried, so one download a day serves them
 * all. firestore.rules closes the collection to every client.
 */
export const EXCHANGE_RATES = "exchangeRates";
const RATES_DOC = "ecb";
const REFRESH_DOC = "refresh";

export type StoredRates = EuroRates & {
  /** When the rates were downloaded. */
  fetchedAt: Date;
  /** Where from (the ECB's address, or a stand-in's in tests). */
  source: string;
};

export interface ExchangeRateStore {
  /** The stored rates; null when none were ever stored or the document is not a valid one. */
  read(): Promise<StoredRates | null>;
  /**
   * Stores downloaded rates unless the stored ones are of a later day ("kept": a late instance
   * never puts older rates back). "stored" also for the same day downloaded again.
   */
  store(
    rates: EuroRates,
    download: { source: string; fetchedAt: Date },
  ): Promise<"stored" | "kept">;
  /**
   * Whether this instance should download now: true (and the claim recorded) when nobody tried
   * within `everyMs`; false when another instance did. A failed try is released with `retry`.
   */
  claimRefresh(now: Date, everyMs: number): Promise<boolean>;
  /** After a failed download: let the next try come `afterMs` from now, not a day later. */
  retry(now: Date, afterMs: number, everyMs: number): Promise<void>;
}

const toDate = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;

export function createExchangeRateStore(firestore: Firestore): ExchangeRateStore {
  const collection = firestore.collection(EXCHANGE_RATES);
  const ratesRef = collection.doc(RATES_DOC);
  const refreshRef = collection.doc(REFRESH_DOC);

  return {
    async read() {
      const snapshot = await withDeadline(
        ratesRef.get(),
        DEADLINES_MS.read,
        "Firestore: read exchange rates",
      );
      if (!snapshot.exists) return null;
      const data = snapshot.data() ?? {};
      const parsed = euroRatesSchema.safeParse({ date: data.date, perEuro: data.perEuro });
      const fetchedAt = toDate(data.fetchedAt);
      if (!parsed.success || !fetchedAt) return null;
      return {
        ...parsed.data,
        fetchedAt,
        source: typeof data.source === "string" ? data.source : "",
      };
    },

    async store(rates, { source, fetchedAt }) {
      const valid = euroRatesSchema.parse(rates);
      return withDeadline(
        firestore.runTransaction(async (transaction) => {
          const current = await transaction.get(ratesRef);
          const storedDate = current.exists ? current.get("date") : undefined;
          if (typeof storedDate === "string" && storedDate > valid.date) return "kept" as const;
          transaction.set(ratesRef, {
            date: valid.date,
            perEuro: valid.perEuro,
            fetchedAt: Timestamp.fromDate(fetchedAt),
            source,
          });
          return "stored" as const;
        }),
        DEADLINES_MS.write,
        "Firestore: store exchange rates",
      );
    },

    async claimRefresh(now, everyMs) {
      return withDeadline(
        firestore.runTransaction(async (transaction) => {
          const current = await transaction.get(refreshRef);
          const nextAt = toDate(current.exists ? current.get("nextAt") : null);
          if (nextAt && nextAt > now) return false;
          transaction.set(refreshRef, {
            triedAt: Timestamp.fromDate(now),
            nextAt: Timestamp.fromDate(new Date(now.getTime() + everyMs)),
          });
          return true;
        }),
        DEADLINES_MS.write,
        "Firestore: claim the exchange-rate refresh",
      );
    },

    async retry(now, afterMs, everyMs) {
      await withDeadline(
        refreshRef.set({
          triedAt: Timestamp.fromDate(now),
          nextAt: Timestamp.fromDate(new Date(now.getTime() + Math.min(afterMs, everyMs))),
        }),
        DEADLINES_MS.write,
        "Firestore: release the exchange-rate refresh",
      );
    },
  };
}
