// The HTTP layer: one production server of the build for every file, on the suite's own
// project of the run's emulators, seeded. No browser: each test is requests and answers.
import type { EmulatorEnv } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";
import { AFFILIATE_ENV } from "../harness/expected";
import { ratesDatedToday, startSite, suiteEmulators } from "../harness/site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    firebaseEnv: EmulatorEnv;
  }
}

export default async function setup(project: TestProject) {
  const emulators = await suiteEmulators("demo-travel-http");
  const site = await startSite({
    env: {
      ...emulators.env,
      SESSION_SECRET: "http-only-session-secret-0123456789abcdef",
      // Affiliate ids, so partner links can be checked for them.
      ...AFFILIATE_ENV,
      EXCHANGE_RATES_FILE: ratesDatedToday(
        new URL("../../test-results/http-rates/", import.meta.url).pathname,
      ),
    },
    // Ready for visitors once a destination page is served from the catalogue it holds.
    readyPath: "/destinations/101",
  }).catch(async (error: unknown) => {
    await emulators.stop();
    throw error;
  });
  project.provide("siteUrl", site.url);
  project.provide("firebaseEnv", emulators.env);
  return async () => {
    await site.stop();
    await emulators.stop();
  };
}
