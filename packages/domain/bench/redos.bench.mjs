// Times the input patterns on hostile input: the patterns as they were and as they are now.
// Usage: pnpm --filter @travel/domain bench   (builds dist first when it is missing or stale)
import { performance } from "node:perf_hooks";
import { EMAIL_PATTERN, isCurrentPath, isValidEmail, mainNavigation } from "../dist/index.js";

// The earlier forms, kept here only to show what they cost.
const OLD_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const oldTrimSlashes = (path) => path.replace(/[?#].*$/su, "").replace(/\/+$/u, "");

function time(run) {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

function row(name, run) {
  const { result, ms } = time(run);
  console.log(`${name.padEnd(58)} ${ms.toFixed(2).padStart(10)} ms   → ${JSON.stringify(result)}`);
}

const email3k = `${"@.".repeat(1500)} `;
const email8k = `${"@.".repeat(4096)} `;
const slashes = `/${"/".repeat(14_000)}x`;

console.log("E-mail (the spec's rule: non-space text, @, text, dot, text)");
row("before: /^\\S+@\\S+\\.\\S+$/ on 3 KB '@.@.… '", () => OLD_EMAIL_PATTERN.test(email3k));
row("after:  EMAIL_PATTERN on 3 KB '@.@.… '", () => EMAIL_PATTERN.test(email3k));
row("after:  EMAIL_PATTERN on 8 KB '@.@.… '", () => EMAIL_PATTERN.test(email8k));
row("after:  isValidEmail on 8 KB (length cap first)", () => isValidEmail(email8k));
if (process.argv.includes("--slow")) {
  row("before: /^\\S+@\\S+\\.\\S+$/ on 8 KB '@.@.… '", () => OLD_EMAIL_PATTERN.test(email8k));
} else {
  console.log("(add --slow to also time the old pattern on 8 KB: about 20 s)");
}

console.log("\nMenu marking for '/' + 14,000 slashes + 'x', every main menu item");
row("before: /\\/+$/ trim, once per item", () =>
  mainNavigation.map((item) => oldTrimSlashes(slashes) === item.routerPath),
);
row("after:  isCurrentPath, once per item", () =>
  mainNavigation.map((item) => isCurrentPath(slashes, item.routerPath)),
);
