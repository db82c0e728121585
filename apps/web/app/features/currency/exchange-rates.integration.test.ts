// The daily refresh of the ECB reference rates against the Firestore emulator, with a local
// stand-in for the ECB (test/fake-ecb.ts: the real one cannot be reached from the test machines).
// Two service sets on the same project stand for two instances. (Two production servers showing
// the same converted prices: test/multi-instance/exchange-rates.test.ts.)
import { toIsoDate } from "@travel/domain";
import { createFirebaseServices, loadFirebaseConfig } from "@travel/firebase-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { ecbFile, startFakeEcb, type FakeEcb } from "../../../test/fake-ecb";
import { refreshExchangeRates } from "./exchange-rates.server";

const today = toIsoDate(new Date());
let ecb: FakeEcb;

beforeAll(async () => {
  ecb = await startFakeEcb({ kind: "file", body: ecbFile(today, { GBP: 0.8421, USD: 1.0512 }) });
});
afterAll(() => ecb.close());
beforeEach(async () => {
  await getServices()
    .exchangeRates.store(
      { date: "2026-01-02", perEuro: { GBP: 0.8, USD: 1.1, JPY: 160 } },
      { source: "seed", fetchedAt: new Date("2026-01-02T16:00:00Z") },
    )
    .catch(() => undefined);
});

const store = () => getServices().exchangeRates;

describe("refreshing the exchange rates from the ECB (a local stand-in)", () => {
  it("stores the day's rates for every instance", async () => {
    ecb.answerWith({ kind: "file", body: ecbFile(today, { GBP: 0.8421, USD: 1.0512 }) });
    expect(await refreshExchangeRates({ url: ecb.url, store: store() })).toEqual({
      status: "stored",
      date: today,
    });
    // A second instance (its own service set, its own connection) reads the same rates.
    const other = createFirebaseServices(loadFirebaseConfig(process.env));
    try {
      const [here, there] = await Promise.all([store().read(), other.exchangeRates.read()]);
      expect(here).toMatchObject({ date: today, perEuro: { GBP: 0.8421, USD: 1.0512 } });
      expect(there).toEqual(here);
      expect(there?.source).toBe(ecb.url);
    } finally {
      await other.close();
    }
  });

  it("keeps the rates it holds when the download fails, is not the file, or does not come", async () => {
    const before = await store().read();
    for (const [answer, reason] of [
      [{ kind: "status", status: 503 }, "the ECB answered 503"],
      [
        { kind: "file", body: "<html><body>Maintenance</body></html>" },
        "An ECB daily file names exactly one day",
      ],
      [{ kind: "file", body: ecbFile(today, { GBP: -1 }) }, "Not an ECB reference-rate file"],
      [{ kind: "silent" }, "no answer within 0.3 s"],
    ] as const) {
      ecb.answerWith(answer);
      const outcome = await refreshExchangeRates({ url: ecb.url, store: store(), deadlineMs: 300 });
      expect(outcome.status, JSON.stringify(answer)).toBe("failed");
      expect(outcome.status === "failed" && outcome.reason).toContain(reason);
      expect(await store().read()).toEqual(before);
    }
    // Nobody listening at all.
    const gone = await refreshExchangeRates({ url: "http://127.0.0.1:9/x.xml", store: store() });
    expect(gone).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/could not be reached/),
    });
    expect(await store().read()).toEqual(before);
  });

  it("never puts older rates back over newer ones", async () => {
    ecb.answerWith({ kind: "file", body: ecbFile("2025-12-31", { GBP: 0.7 }) });
    expect(await refreshExchangeRates({ url: ecb.url, store: store() })).toEqual({
      status: "kept",
      date: "2025-12-31",
    });
    expect((await store().read())?.date).toMatch(/^2026-|^20[3-9]/);
    expect((await store().read())?.perEuro.GBP).not.toBe(0.7);
  });
});
