#!/usr/bin/env node
/**
 * Editors' photos (decision 131): the time to turn a 12 MP JPEG into every rendition (WebP and
 * AVIF at each of the spec's widths up to the original's), and what they weigh. The photo is
 * made here: a gradient with sensor-like noise, 4032 × 3024 like a phone's main camera.
 *
 *   pnpm --filter @travel/web bench:photo
 *
 * Runs app/features/back-office/photo-renditions.server.ts straight from Node (type stripping),
 * one task after another as the render pool would with one place free.
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import {
  cleanOriginal,
  decodePhoto,
  renditionTasks,
} from "../app/features/back-office/photo-renditions.server.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const [WIDTH, HEIGHT] = [4032, 3024];

async function phonePhoto() {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7fb3d5"/><stop offset="0.55" stop-color="#f5e6c8"/><stop offset="1" stop-color="#1b4f72"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const input = await phonePhoto();
console.log(`input: ${WIDTH} × ${HEIGHT} JPEG, ${(input.length / 1024 / 1024).toFixed(2)} MB`);
const times = [];
let summary;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const decoded = await decodePhoto(input);
  if (typeof decoded === "string") throw new Error(`not decodable: ${decoded}`);
  const original = await cleanOriginal(decoded);
  const renditions = [];
  for (const task of renditionTasks(decoded)) renditions.push(await task());
  times.push(performance.now() - started);
  summary = { original, renditions };
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `all renditions (decode, clean original, ${summary.renditions.length} renditions): median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s over ${RUNS} runs (min ${(sorted[0] / 1000).toFixed(2)} s, max ${(sorted.at(-1) / 1000).toFixed(2)} s)`,
);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
for (const format of ["webp", "avif"]) {
  const ofFormat = summary.renditions.filter((rendition) => rendition.file.endsWith(format));
  const total = ofFormat.reduce((sum, rendition) => sum + rendition.bytes.length, 0);
  console.log(
    `${format}: ${ofFormat.map((r) => `${r.width}=${kb(r.bytes.length)}`).join(", ")}; total ${kb(total)}`,
  );
}
const all = summary.renditions.reduce((sum, rendition) => sum + rendition.bytes.length, 0);
console.log(
  `renditions total: ${(all / 1024 / 1024).toFixed(2)} MB; private original ${(summary.original.length / 1024 / 1024).toFixed(2)} MB`,
);
