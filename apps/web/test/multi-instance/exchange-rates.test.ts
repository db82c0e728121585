// Two production servers share the ECB reference rates through Firestore: the one with the daily
// refresh downloads them (from a local stand-in for the ECB, which the test machines cannot
// reach), and both convert prices with the rates stored. Before any download, with only the
// shipped file (25 November 2024, long stale), pages say so and show euros, and readiness warns.
import { formatPrice, toIsoDate } from "@travel/domain";
import type { SuiteEmulators } from "@travel/firebase-emulators";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suiteEmulators } from "../harness/site.mjs";
import { destinationById, expectedEstimate, fourNightsFromLis } from "../harness/expected";
import { ecbFile, startFakeEcb, type FakeEcb } from "../fake-ecb";
import { type Instance, startInstance } from "./processes";

const today = toIsoDate(new Date());
const porto = destinationById(1936);
const plan = fourNightsFromLis();
const page = `/destinations/${porto.id}?${plan}&currency=GBP`;
const expected = expectedEstimate(porto, {
  origin: "LIS",
  nights: 4,
  travellers: { adults: 2, children: 0, infants: 0 },
  attractionIds: [],
});

let emulators: SuiteEmulators;
let ecb: FakeEcb;
let env: Record<string, string>;
let refreshing: Instance | undefined;
let reading: Instance | undefined;

beforeAll(async () => {
  emulators = await suiteEmulators("demo-travel-rates");
  // Rates or a day's claim left by an earlier run on the same emulators would skip the download.
  for (const document of ["ecb", "refresh"]) {
    const answer = await fetch(
      `http://${emulators.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${emulators.env.FIREBASE_PROJECT_ID}/databases/(default)/documents/exchangeRates/${document}`,
      { method: "DELETE", headers: { Authorization: "Bearer owner" } },
    );
    expect(answer.ok).toBe(true);
  }
  ecb = await startFakeEcb({ kind: "status", status: 503 });
  env = {
    ...emulators.env,
    SESSION_SECRET: "instances-only-session-secret-0123456789abcdef",
    EXCHANGE_RATES_URL: ecb.url,
    // Read the stored rates again every second, so the second instance follows within the test.
    EXCHANGE_RATES_CHECK_SECONDS: "1",
  };
  [refreshing, reading] = await Promise.all([
    startInstance({ ...env, EXCHANGE_RATES_REFRESH: "daily" }),
    startInstance({ ...env, EXCHANGE_RATES_REFRESH: "off" }),
  ]);
});

afterAll(async () => {
  await Promise.all([refreshing, reading].filter(Boolean).map((instance) => instance!.stop()));
  await ecb?.close();
  await emulators?.stop();
});

async function plannerTotal(instance: Instance) {
  const answer = await fetch(`${instance.url}${page}`);
  expect(answer.status).toBe(200);
  const { document } = parseHTML(await answer.text());
  return {
    total: document.querySelector('#planner [data-figure="total"]')?.textContent?.trim(),
    notice: document.querySelector(".currency-notice")?.textContent?.trim(),
  };
}

const readiness = async (instance: Instance) =>
  (await (await fetch(`${instance.url}/readyz`)).json()) as {
    status: string;
    warnings: string[];
    exchangeRates: { date: string; source: string; lastRefresh: { status: string } | null };
  };

/** Polls until `check` passes or `withinMs` is over (the instances read every second). */
async function eventually(check: () => Promise<void>, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe("exchange rates shared by two instances", () => {
  it("with only the stale shipped file, pages say so and show euros, and readiness warns", async () => {
    await eventually(async () => {
      expect((await readiness(refreshing!)).exchangeRates.lastRefresh?.status).toBe("failed");
    });
    expect(ecb.requests()).toBeGreaterThan(0);
    for (const instance of [refreshing!, reading!]) {
      const { total, notice } = await plannerTotal(instance);
      expect(total).toBe(formatPrice(expected.totalCost, { currency: "EUR" }));
      expect(notice).toBe(
        "Our exchange rates are out of date, so prices are shown in euros instead of GBP.",
      );
      const ready = await readiness(instance);
      expect(ready.status).toBe("ready");
      expect(ready.warnings).toEqual([
        expect.stringMatching(
          /^exchange rates of 2024-11-25 are \d+ days old: prices are shown in euros$/,
        ),
      ]);
    }
  });

  it("once one instance downloads today's rates, both convert with them", async () => {
    const perEuro = { GBP: 0.8421, USD: 1.0512, JPY: 163.27 };
    ecb.answerWith({ kind: "file", body: ecbFile(today, perEuro) });
    // A start downloads (unless today's rates are held): the refreshing instance restarts.
    await refreshing!.stop();
    refreshing = await startInstance({ ...env, EXCHANGE_RATES_REFRESH: "daily" });
    const gbp = formatPrice(expected.totalCost, {
      currency: "GBP",
      perEuro: perEuro.GBP,
      ratesDate: today,
    });
    for (const instance of [refreshing, reading!]) {
      await eventually(async () => expect((await plannerTotal(instance)).total).toBe(gbp));
      const ready = await readiness(instance);
      expect(ready.warnings).toEqual([]);
      expect(ready.exchangeRates).toMatchObject({ date: today, source: "stored" });
    }
    expect((await readiness(refreshing)).exchangeRates.lastRefresh?.status).toBe("stored");
  });
});
