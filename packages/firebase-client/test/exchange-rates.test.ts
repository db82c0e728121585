import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EXCHANGE_RATES } from "../src/exchange-rates.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

const rates = (date: string, gbp: number) => ({ date, perEuro: { GBP: gbp, USD: 1.05 } });
const download = { source: "https://rates.test/eurofxref-daily.xml", fetchedAt: new Date() };

describe("stored exchange rates", () => {
  it("hold one day's rates for every instance, never put back by an older download", async () => {
    const { exchangeRates } = services();
    expect(await exchangeRates.read()).toBeNull();
    expect(await exchangeRates.store(rates("2026-11-30", 0.85), download)).toBe("stored");
    expect(await exchangeRates.store(rates("2026-12-01", 0.86), download)).toBe("stored");
    // A late instance that downloaded the day before keeps its hands off.
    expect(await exchangeRates.store(rates("2026-11-30", 0.85), download)).toBe("kept");
    expect(await exchangeRates.read()).toMatchObject({
      date: "2026-12-01",
      perEuro: { GBP: 0.86, USD: 1.05 },
      source: download.source,
      fetchedAt: expect.any(Date),
    });
  });

  it("refuse rates that are not rates, and read a broken document as none", async () => {
    const { exchangeRates } = services();
    await expect(
      exchangeRates.store({ date: "yesterday", perEuro: { GBP: -1 } }, download),
    ).rejects.toThrow();
    await admin()
      .firestore.collection(EXCHANGE_RATES)
      .doc("ecb")
      .set({ date: "2026-12-01", perEuro: { GBP: "lots" }, fetchedAt: new Date() });
    expect(await exchangeRates.read()).toBeNull();
  });

  it("let one instance a day download; a failed try lets the next come sooner", async () => {
    const { exchangeRates } = services();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date("2026-12-01T06:00:00Z");
    expect(await exchangeRates.claimRefresh(now, day)).toBe(true);
    // Another instance a minute later: already claimed.
    expect(await exchangeRates.claimRefresh(new Date(now.getTime() + 60_000), day)).toBe(false);
    await exchangeRates.retry(now, 60 * 60 * 1000, day);
    expect(await exchangeRates.claimRefresh(new Date(now.getTime() + 30 * 60_000), day)).toBe(
      false,
    );
    expect(await exchangeRates.claimRefresh(new Date(now.getTime() + 61 * 60_000), day)).toBe(true);
    expect(await exchangeRates.claimRefresh(new Date(now.getTime() + day), day)).toBe(false);
    expect(await exchangeRates.claimRefresh(new Date(now.getTime() + 2 * day), day)).toBe(true);
  });
});
