// Grants or removes the back-office's editor role (docs/decisions/128):
//   pnpm --filter @travel/firebase-client grant-editor someone@example.org
//   pnpm --filter @travel/firebase-client grant-editor someone@example.org --remove
// Runs against whatever the environment points at (the emulators, or a real project with its
// credentials). Removing also ends the account's sessions.
import { pathToFileURL } from "node:url";
import { loadFirebaseConfig } from "../config.js";
import type { Logger } from "../results.js";
import { createFirebaseServices } from "../services.js";

const USAGE = "Usage: grant-editor EMAIL [--remove]";

export async function runGrantEditor(
  args: string[],
  env: Record<string, string | undefined>,
  logger: Logger = console,
): Promise<number> {
  const remove = args.includes("--remove");
  const emails = args.filter((arg) => arg !== "--remove" && arg !== "--");
  const email = emails[0];
  if (emails.length !== 1 || !email || !email.includes("@")) {
    logger.error(USAGE);
    return 2;
  }
  const services = createFirebaseServices(loadFirebaseConfig(env), { logger });
  try {
    const outcome = await services.editors.setEditor(email, !remove);
    const said = {
      granted: `${email} is now an editor.`,
      removed: `${email} is no longer an editor; their sessions have ended.`,
      unchanged: remove ? `${email} was not an editor.` : `${email} already is an editor.`,
      "no-account": `No account has the e-mail ${email}.`,
    }[outcome];
    if (outcome === "no-account") {
      logger.error(said);
      return 1;
    }
    logger.info(said);
    return 0;
  } finally {
    await services.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runGrantEditor(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
