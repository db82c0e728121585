// Seeds a Firebase target from the environment: the catalogue and the blog posts always
// (idempotent; the data in the repository wins except over editors' changes), and the demo account when the target is the emulators.
//   node dist/cli/seed.js            (bin/up runs it with the emulator environment)
import { pathToFileURL } from "node:url";
import { seedDefaultCatalogue } from "../catalogue/seed.js";
import { readDefaultPosts } from "../editorial/seed-posts.js";
import { loadFirebaseConfig } from "../config.js";
import { DEMO_ACCOUNT, DEMO_EDITOR, ensureDemoAccount, ensureDemoEditor } from "../demo-account.js";
import type { Logger } from "../results.js";
import { createFirebaseServices } from "../services.js";

export async function runSeed(
  env: Record<string, string | undefined>,
  logger: Logger = console,
): Promise<void> {
  const services = createFirebaseServices(loadFirebaseConfig(env), { logger });
  try {
    const started = performance.now();
    const summary = await seedDefaultCatalogue(services.catalogue);
    logger.info(
      `catalogue: ${summary.destinations} destinations, ${summary.archived} archived, ${summary.destinationTypes} destination types` +
        (summary.removed > 0 ? `, ${summary.removed} stale documents removed` : "") +
        ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const posts = await services.posts.seed(readDefaultPosts());
    logger.info(
      `blog posts: ${posts.written} written, ${posts.unchanged} unchanged` +
        (posts.keptForEditors > 0 ? `, ${posts.keptForEditors} kept as editors left them` : ""),
    );
    if (services.config.mode === "emulator") {
      const demo = await ensureDemoAccount(services);
      logger.info(
        `demo account ${DEMO_ACCOUNT.email}: ${demo === "created" ? "created" : "already there"}`,
      );
      const editor = await ensureDemoEditor(services);
      logger.info(
        `demo editor ${DEMO_EDITOR.email}: ${editor === "created" ? "created" : "already there"}`,
      );
    } else {
      logger.info("real project: no demo account or editor seeded");
    }
  } finally {
    await services.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runSeed(process.env).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
