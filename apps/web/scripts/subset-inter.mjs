#!/usr/bin/env node
// Makes the site's Latin Inter file (app/assets/fonts/inter-latin-wght-400-700.woff2) from
// @fontsource-variable/inter: the same characters, every OpenType feature (tabular figures are
// used), and the weight axis cut to the 400–700 the design uses (styles/tokens.css), which is a
// third smaller. The file is committed; run this after upgrading the font package:
//
//   pnpm --filter @travel/web fonts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
const SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const TARGET = join(WEB, "app/assets/fonts/inter-latin-wght-400-700.woff2");
const WEIGHTS = { min: 400, max: 700 };

/** The characters of the Latin face: its `unicode-range` in app.css, the one place it is written. */
function latinCharacters() {
  const css = readFileSync(join(WEB, "app/styles/app.css"), "utf8");
  const face = /@font-face\s*{[^}]*inter-latin-wght-400-700\.woff2[^}]*}/.exec(css)?.[0];
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range)
    throw new Error(
      "app.css has no @font-face with a unicode-range for inter-latin-wght-400-700.woff2",
    );
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}

const source = readFileSync(SOURCE);
const subset = await subsetFont(source, latinCharacters(), {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
});
writeFileSync(TARGET, subset);
console.log(
  `${TARGET}: ${subset.length} bytes (from ${source.length}), weights ${WEIGHTS.min}–${WEIGHTS.max}`,
);
