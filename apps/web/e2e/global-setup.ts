// The browser tests' backends: their own project on the run's emulators (a private set when
// run alone), seeded, and one production server of the build on the port the config chose.
// The emulators' environment reaches the workers (they call Firebase to arrange and check).
import { AFFILIATE_ENV } from "../test/harness/expected";
import { startSite, suiteEmulators } from "../test/harness/site.mjs";

export default async function globalSetup() {
  const emulators = await suiteEmulators("demo-travel-e2e");
  Object.assign(process.env, emulators.env);
  const site = await startSite({
    port: Number(process.env.E2E_PORT),
    env: {
      SESSION_SECRET: process.env.SESSION_SECRET,
      // Affiliate ids, so the planning tests can check that partner links carry them.
      ...AFFILIATE_ENV,
      EXCHANGE_RATES_FILE: process.env.E2E_RATES_FILE,
    },
    // Tests start once the server is ready for travellers: a destination page answers 200
    // when the server holds the catalogue, so no test has to retry its first page.
    readyPath: "/destinations/101",
  }).catch(async (error: unknown) => {
    await emulators.stop();
    throw error;
  });
  return async () => {
    await site.stop();
    await emulators.stop();
  };
}
