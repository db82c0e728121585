#!/usr/bin/env node
/**
 * Profile-picture re-encoding: what a phone photo weighs before and after, and how long the
 * server spends on it. The photos are made here (a sky-to-sea gradient with sensor-like noise,
 * camera and GPS tags), sized like a 12 MP phone shot and like a 2 MP one, each within the
 * 2 MiB upload limit.
 *
 *   pnpm --filter @travel/web bench:avatar
 *
 * Runs app/features/account/avatar.server.ts straight from Node (type stripping).
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { AVATAR_MAX_INPUT_PIXELS, reencodeAvatar } from "../app/features/account/avatar.server.ts";

const RUNS = 15;
const MIB = 1024 * 1024;

async function photo(width, height, quality) {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7fb3d5"/><stop offset="0.55" stop-color="#f5e6c8"/><stop offset="1" stop-color="#1b4f72"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.08}" fill="#fff3b0"/>
    </svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 16 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "Wayfarer", Model: "Pocket Camera" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4000/100",
      },
    })
    .toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  `pixel limit ${AVATAR_MAX_INPUT_PIXELS / 1e6} MP, ${RUNS} runs each, sharp concurrency ${sharp.concurrency()}`,
);
for (const [label, width, height, quality] of [
  ["12 MP phone photo", 4032, 3024, 85],
  ["2 MP photo", 1600, 1200, 95],
]) {
  const input = await photo(width, height, quality);
  if (input.length > 2 * MIB)
    throw new Error(`${label}: ${input.length} bytes is over the upload limit`);
  const times = [];
  let output;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    output = await reencodeAvatar(input);
    times.push(performance.now() - started);
  }
  if (!output.ok) throw new Error(`${label}: ${output.problem}`);
  const exifBefore = (await sharp(input).metadata()).exif?.length ?? 0;
  const exifAfter = (await sharp(output.bytes).metadata()).exif?.length ?? 0;
  console.log(
    `${label}: ${width}×${height} JPEG ${(input.length / 1024).toFixed(0)} KiB (EXIF ${exifBefore} B) -> ` +
      `${output.width}×${output.height} WebP ${(output.bytes.length / 1024).toFixed(1)} KiB (EXIF ${exifAfter} B); ` +
      `re-encode median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
}
