import type { Climate } from "@travel/domain";
// escape-html escapes & < > " ' (the last as &#39;), which is all XML text and attributes need.
import escapeXml from "escape-html";
import {
  SCENE_HEIGHT as H,
  SCENE_WIDTH as W,
  type SceneSpec,
  type TimeOfDay,
} from "~/features/art/art-addresses";

/**
 * Draws a landscape as SVG from a scene spec: a sky by time of day and climate, then layered
 * silhouettes by landscape. There is no photo library, so every picture on the site is
 * made here. Pure and deterministic: the same spec always yields the same bytes.
 */

// --- seeded randomness -----------------------------------------------------------------

function hashSeed(text: string): number {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Random = {
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

function createRandom(seed: string): Random {
  let state = hashSeed(seed) || 1;
  const next = () => {
    // mulberry32: small, fast and good enough for scenery.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

// --- colour --------------------------------------------------------------------------

function mix(a: string, b: string, amount: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((channel, i) => Math.round(channel + ((pb[i] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

const SKY: Record<TimeOfDay, [string, string, string]> = {
  dawn: ["#3d4f86", "#c58aa6", "#f7c8a0"],
  day: ["#2f78b7", "#86bde3", "#e4f1f7"],
  golden: ["#3a6ea5", "#e3a86b", "#f9d79a"],
  dusk: ["#1f2452", "#7a4a7e", "#f08a5d"],
  night: ["#070f24", "#13244a", "#2c3f6b"],
};

const CLIMATE_SKY_TINT: Record<Climate, string> = {
  tropical: "#1fa2d6",
  mediterranean: "#2f86c8",
  temperate: "#7b9bb5",
  continental: "#6d8aa6",
  arid: "#e7b778",
  cold: "#b9d2e6",
};

/** Far, middle and near ground colours in daylight. */
const GROUND: Record<Climate, [string, string, string]> = {
  tropical: ["#6aa893", "#2f7d5b", "#1b5a3f"],
  mediterranean: ["#a3ad8c", "#72865f", "#4b5e3f"],
  temperate: ["#88a493", "#587d62", "#36573f"],
  continental: ["#8c99a8", "#607282", "#3d4c59"],
  arid: ["#dcae78", "#c48a52", "#925d31"],
  cold: ["#c3d1dc", "#8ea5b7", "#5d768b"],
};

const DARKNESS: Record<TimeOfDay, number> = {
  dawn: 0.3,
  day: 0,
  golden: 0.12,
  dusk: 0.45,
  night: 0.72,
};
const NIGHT_INK = "#0a1626";

const WATER: Record<TimeOfDay, [string, string]> = {
  dawn: ["#8aa0c4", "#44608f"],
  day: ["#5fb0d8", "#1f6f9f"],
  golden: ["#7fa9c4", "#2c5f84"],
  dusk: ["#8c6f97", "#2a3561"],
  night: ["#23385f", "#0b1730"],
};

type Palette = {
  sky: [string, string, string];
  far: string;
  mid: string;
  near: string;
  water: [string, string];
  sand: string;
  wall: string[];
  roof: string;
  lit: boolean;
  darkness: number;
};

function paletteFor(climate: Climate, time: TimeOfDay): Palette {
  const darkness = DARKNESS[time];
  const shade = (colour: string, extra = 0) =>
    mix(colour, NIGHT_INK, Math.min(1, darkness + extra));
  const [top, middle, horizon] = SKY[time];
  const tint = time === "day" ? 0.35 : 0.12;
  const [far, mid, near] = GROUND[climate];
  return {
    sky: [mix(top, CLIMATE_SKY_TINT[climate], tint), middle, horizon],
    // Distant land fades into the horizon's colour: aerial perspective.
    far: shade(mix(far, horizon, 0.35)),
    mid: shade(mid),
    near: shade(near, 0.05),
    water: [shade(WATER[time][0], -0.2), shade(WATER[time][1], -0.1)],
    sand: shade(climate === "arid" ? "#e8c28e" : "#ecd9b0"),
    wall: ["#d9a05b", "#c8643b", "#efe0c3", "#b9805a", "#e6c79a"].map((c) => shade(c)),
    roof: shade("#9c3f24"),
    lit: time === "dusk" || time === "night",
    darkness,
  };
}

// --- shapes --------------------------------------------------------------------------

/** A smooth ridge from left to right, closed down to the bottom edge. */
function ridge(random: Random, baseY: number, amplitude: number, segments: number): string {
  const step = W / segments;
  const points = Array.from(
    { length: segments + 1 },
    (_, i) => [i * step, baseY + random.between(-amplitude, amplitude)] as const,
  );
  let d = `M0 ${H}L0 ${r1(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    d += `Q${r1(x0 + step / 2)} ${r1(y0)} ${r1((x0 + x1) / 2 + step / 4)} ${r1((y0 + y1) / 2)}`;
    if (i === points.length - 2) d += `T${r1(x1)} ${r1(y1)}`;
  }
  return `${d}L${W} ${H}Z`;
}

/** A jagged mountain range; returns the outline and snow caps for the highest peaks. */
function peaks(random: Random, baseY: number, height: number, count: number, snow: boolean) {
  const step = W / count;
  let outline = `M0 ${H}L0 ${r1(baseY)}`;
  let caps = "";
  for (let i = 0; i < count; i++) {
    const x = i * step + random.between(step * 0.2, step * 0.8);
    const peakHeight = random.between(height * 0.45, height);
    const top = baseY - peakHeight;
    const valley = baseY - random.between(0, height * 0.25);
    outline += `L${r1(x)} ${r1(top)}L${r1(x + step * 0.5)} ${r1(valley)}`;
    if (snow && peakHeight > height * 0.6) {
      const capDepth = peakHeight * 0.22;
      const slopeLeft = step * 0.5 * (capDepth / peakHeight);
      caps += `M${r1(x)} ${r1(top)}L${r1(x + slopeLeft * 1.1)} ${r1(top + capDepth)}L${r1(x + slopeLeft * 0.2)} ${r1(top + capDepth * 0.75)}L${r1(x - slopeLeft * 0.4)} ${r1(top + capDepth * 1.05)}L${r1(x - slopeLeft * 1.2)} ${r1(top + capDepth * 0.8)}Z`;
    }
  }
  outline += `L${W} ${r1(baseY)}L${W} ${H}Z`;
  return { outline, caps };
}

function palm(x: number, groundY: number, size: number, lean: number, colour: string): string {
  const topX = x + lean * size;
  const topY = groundY - size;
  const trunk = `<path d="M${r1(x)} ${r1(groundY)}Q${r1(x + lean * size * 0.2)} ${r1(groundY - size * 0.5)} ${r1(topX)} ${r1(topY)}" stroke="${colour}" stroke-width="${r1(size * 0.05)}" fill="none" stroke-linecap="round"/>`;
  const fronds = [-150, -110, -70, -30, 10, 40]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = topX + Math.cos(rad) * size * 0.55;
      const ey = topY + Math.sin(rad) * size * 0.3 + size * 0.18;
      const cx = topX + Math.cos(rad) * size * 0.3;
      const cy = topY - size * 0.12;
      return `M${r1(topX)} ${r1(topY)}Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}`;
    })
    .join("");
  return `${trunk}<path d="${fronds}" stroke="${colour}" stroke-width="${r1(size * 0.06)}" fill="none" stroke-linecap="round"/>`;
}

function conifer(x: number, groundY: number, size: number): string {
  const w = size * 0.32;
  return `M${r1(x)} ${r1(groundY - size)}L${r1(x + w)} ${r1(groundY)}L${r1(x - w)} ${r1(groundY)}Z`;
}

function roundTree(x: number, groundY: number, size: number): string {
  const r = size / 2;
  return `M${r1(x - r)} ${r1(groundY - r)}a${r1(r)} ${r1(r)} 0 1 1 ${r1(size)} 0a${r1(r)} ${r1(r)} 0 1 1 ${r1(-size)} 0Z`;
}

// --- layers --------------------------------------------------------------------------

function skyLayer(random: Random, palette: Palette, time: TimeOfDay, climate: Climate): string {
  const [top, middle, horizon] = palette.sky;
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`;
  svg += `<radialGradient id="glow"><stop offset="0" stop-color="#fff6dc" stop-opacity=".9"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>`;
  svg += `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water[0]}"/><stop offset="1" stop-color="${palette.water[1]}"/></linearGradient></defs>`;
  svg += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;

  if (time === "night" || time === "dusk") {
    const count = time === "night" ? 70 : 25;
    let stars = "";
    for (let i = 0; i < count; i++) {
      stars += `<circle cx="${r1(random.between(0, W))}" cy="${r1(random.between(0, H * 0.45))}" r="${r1(random.between(0.8, 2.2))}"/>`;
    }
    svg += `<g fill="#fff" opacity="${time === "night" ? 0.85 : 0.45}">${stars}</g>`;
  }

  const sunX = random.between(W * 0.18, W * 0.82);
  const sunY = { dawn: 470, day: 190, golden: 390, dusk: 520, night: 170 }[time];
  const sunColour = {
    dawn: "#ffd9a8",
    day: "#fff4d6",
    golden: "#ffd27a",
    dusk: "#ffb070",
    night: "#f1f1e6",
  }[time];
  const sunSize = time === "night" ? 38 : 62;
  svg += `<circle cx="${r1(sunX)}" cy="${sunY}" r="${sunSize * 4}" fill="url(#glow)" opacity="${time === "night" ? 0.25 : 0.6}"/>`;
  svg += `<circle cx="${r1(sunX)}" cy="${sunY}" r="${sunSize}" fill="${sunColour}"/>`;

  const cloudCount = climate === "arid" ? 1 : climate === "temperate" || climate === "cold" ? 4 : 3;
  const cloudColour = time === "night" ? "#2a3a5c" : time === "dusk" ? "#c7869a" : "#ffffff";
  let clouds = "";
  for (let i = 0; i < cloudCount; i++) {
    const cx = random.between(0, W);
    const cy = random.between(90, 330);
    const size = random.between(50, 110);
    for (let puff = 0; puff < 4; puff++) {
      clouds += `<ellipse cx="${r1(cx + (puff - 1.5) * size * 0.8)}" cy="${r1(cy - (puff % 2) * size * 0.3)}" rx="${r1(size * random.between(0.8, 1.2))}" ry="${r1(size * 0.45)}"/>`;
    }
  }
  svg += `<g fill="${cloudColour}" opacity="${time === "day" ? 0.75 : 0.45}">${clouds}</g>`;
  return svg;
}

function waterLayer(random: Random, palette: Palette, horizonY: number, sunX: number): string {
  let svg = `<rect y="${horizonY}" width="${W}" height="${H - horizonY}" fill="url(#water)"/>`;
  let lines = "";
  for (let i = 0; i < 14; i++) {
    const y = horizonY + 12 + i * i * 2.2;
    const x = random.between(0, W - 200);
    lines += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(random.between(60, 220))}" height="2" rx="1"/>`;
  }
  svg += `<g fill="#ffffff" opacity="${r1(0.35 - palette.darkness * 0.2)}">${lines}</g>`;
  // The sun's reflection on the water.
  svg += `<rect x="${r1(sunX - 50)}" y="${horizonY}" width="100" height="${H - horizonY}" fill="#fff3d6" opacity=".12"/>`;
  return svg;
}

function coast(random: Random, p: Palette, climate: Climate, island: boolean): string {
  const horizonY = 560;
  let svg = `<path d="${ridge(random, horizonY - 25, 18, 5)}" fill="${p.far}" opacity=".8"/>`;
  svg += waterLayer(random, p, horizonY, W / 2);
  if (island) {
    const cx = random.between(W * 0.35, W * 0.65);
    svg += `<path d="M${r1(cx - 420)} ${horizonY + 95}Q${r1(cx - 150)} ${horizonY - 70} ${r1(cx + 40)} ${horizonY - 40}T${r1(cx + 420)} ${horizonY + 95}Z" fill="${p.mid}"/>`;
    svg += `<path d="M${r1(cx - 440)} ${horizonY + 98}Q${r1(cx)} ${horizonY + 70} ${r1(cx + 440)} ${horizonY + 98}Z" fill="${p.sand}"/>`;
    svg +=
      palm(cx - 60, horizonY + 40, 150, -0.3, p.near) +
      palm(cx + 40, horizonY + 30, 190, 0.25, p.near);
    // A sail on the open water.
    const bx = cx < W / 2 ? W * 0.8 : W * 0.18;
    svg += `<path d="M${r1(bx)} ${horizonY + 150}l0 -90l50 85Z" fill="#f7f3ea" opacity=".9"/><path d="M${r1(bx - 35)} ${horizonY + 152}h95l-14 14h-68Z" fill="${p.near}"/>`;
    return svg;
  }
  svg += `<path d="M0 ${H}L0 ${horizonY + 190}Q${W * 0.4} ${horizonY + 120} ${W} ${horizonY + 210}L${W} ${H}Z" fill="${p.sand}"/>`;
  svg += `<path d="M0 ${horizonY + 190}Q${W * 0.4} ${horizonY + 120} ${W} ${horizonY + 210}" stroke="#ffffff" stroke-width="5" fill="none" opacity=".55"/>`;
  if (climate === "tropical" || climate === "mediterranean" || climate === "arid") {
    const x = random.between(W * 0.05, W * 0.2);
    svg += palm(x, H - 20, 320, 0.25, p.near) + palm(x + 110, H - 10, 250, -0.2, p.near);
  } else {
    let trees = "";
    for (let i = 0; i < 5; i++)
      trees += conifer(W - 60 - i * 55, H - 40 + (i % 2) * 10, random.between(140, 220));
    svg += `<path d="${trees}" fill="${p.near}"/>`;
  }
  return svg;
}

/** Trees that grow in the climate: palms in the heat, firs in the cold, round crowns between. */
function streetTrees(random: Random, p: Palette, climate: Climate, groundY: number): string {
  const colour = mix(p.near, "#2f5d45", 0.4);
  if (climate === "tropical" || climate === "arid") {
    let palms = "";
    for (let x = 40; x < W; x += random.between(160, 280))
      palms += palm(x, groundY + 12, random.between(90, 140), random.between(-0.3, 0.3), colour);
    return palms;
  }
  let trees = "";
  for (let x = 30; x < W; x += random.between(90, 170))
    trees +=
      climate === "cold" || climate === "continental"
        ? conifer(x, groundY + 12, random.between(60, 100))
        : roundTree(x, groundY + 10, random.between(40, 70));
  return `<path d="${trees}" fill="${colour}"/>`;
}

/** Open water in front of a town or city from `shoreY` down, with a quay, ripples and a boat. */
function waterfront(random: Random, p: Palette, shoreY: number): string {
  let svg = `<rect y="${shoreY}" width="${W}" height="10" fill="${p.near}"/>`;
  svg += waterLayer(random, p, shoreY + 10, random.between(W * 0.2, W * 0.8));
  const bx = random.between(W * 0.1, W * 0.8);
  const by = random.between(shoreY + 70, H - 40);
  svg += `<path d="M${r1(bx)} ${r1(by)}h${r1(random.between(90, 150))}l-18 18h-60Z" fill="${p.near}"/>`;
  if (random.next() < 0.6)
    svg += `<path d="M${r1(bx + 40)} ${r1(by - 4)}l0 -80l46 76Z" fill="#f7f3ea" opacity=".9"/>`;
  return svg;
}

function city(random: Random, p: Palette, climate: Climate, byTheSea: boolean): string {
  const groundY = byTheSea ? 660 : 720;
  let svg = `<path d="${ridge(random, 560, 30, 4)}" fill="${p.far}"/>`;
  let back = "";
  let front = "";
  let windows = "";
  const towerColour = mix(p.mid, "#50627a", 0.5);
  for (let x = -20; x < W;) {
    const w = random.between(60, 130);
    const h = random.between(110, 330);
    back += `<rect x="${r1(x)}" y="${r1(groundY - h - 60)}" width="${r1(w)}" height="${r1(h + 60)}"/>`;
    x += w + random.between(-10, 12);
  }
  for (let x = -10; x < W;) {
    const w = random.between(70, 150);
    const h = random.between(80, 260);
    const top = groundY - h;
    front += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}"/>`;
    if (random.next() < 0.2)
      front += `<rect x="${r1(x + w / 2 - 3)}" y="${r1(top - 50)}" width="6" height="50"/>`;
    for (let wy = top + 16; wy < groundY - 20; wy += 26) {
      for (let wx = x + 12; wx < x + w - 16; wx += 22) {
        if (random.next() < (p.lit ? 0.45 : 0.25))
          windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="9" height="12"/>`;
      }
    }
    x += w + random.between(4, 20);
  }
  svg += `<g fill="${mix(towerColour, p.sky[2], 0.35)}">${back}</g><g fill="${towerColour}">${front}</g>`;
  svg += `<g fill="${p.lit ? "#ffd98a" : "#dbe7ef"}" opacity="${p.lit ? 0.9 : 0.35}">${windows}</g>`;
  if (byTheSea) return svg + waterfront(random, p, groundY);
  svg += `<rect y="${groundY}" width="${W}" height="${H - groundY}" fill="${p.near}"/>`;
  return svg + streetTrees(random, p, climate, groundY);
}

function oldTown(random: Random, p: Palette, climate: Climate, byTheSea: boolean): string {
  const groundY = byTheSea ? 680 : 740;
  let svg = `<path d="${ridge(random, 520, 45, 4)}" fill="${p.far}"/>`;
  svg += `<path d="${ridge(random, 610, 30, 6)}" fill="${p.mid}"/>`;
  let houses = "";
  let roofs = "";
  let windows = "";
  for (let x = -20; x < W;) {
    const w = random.between(80, 150);
    const h = random.between(90, 200);
    const top = groundY - h;
    houses += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 10)}" fill="${random.pick(p.wall)}"/>`;
    const roll = random.next();
    if (roll < 0.12) {
      // A dome on a drum.
      houses += `<path d="M${r1(x + w * 0.15)} ${r1(top)}a${r1(w * 0.35)} ${r1(w * 0.35)} 0 0 1 ${r1(w * 0.7)} 0Z" fill="${p.roof}"/>`;
    } else if (roll < 0.22) {
      // A bell tower.
      const tw = w * 0.35;
      houses += `<rect x="${r1(x + w * 0.3)}" y="${r1(top - 120)}" width="${r1(tw)}" height="120" fill="${random.pick(p.wall)}"/>`;
      roofs += `M${r1(x + w * 0.3 - 6)} ${r1(top - 120)}L${r1(x + w * 0.3 + tw / 2)} ${r1(top - 175)}L${r1(x + w * 0.3 + tw + 6)} ${r1(top - 120)}Z`;
    } else {
      roofs += `M${r1(x - 8)} ${r1(top)}L${r1(x + w / 2)} ${r1(top - random.between(28, 50))}L${r1(x + w + 8)} ${r1(top)}Z`;
    }
    for (let wy = top + 24; wy < groundY - 30; wy += 42) {
      for (let wx = x + 16; wx < x + w - 22; wx += 34)
        windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="12" height="20" rx="6"/>`;
    }
    x += w + random.between(-12, 6);
  }
  // Snow lies on the roofs of a cold place.
  const roofColour = climate === "cold" ? mix("#f4f8fb", NIGHT_INK, p.darkness * 0.6) : p.roof;
  svg += houses + `<path d="${roofs}" fill="${roofColour}"/>`;
  svg += `<g fill="${p.lit ? "#ffd98a" : mix(p.near, "#000000", 0.2)}" opacity="${p.lit ? 0.85 : 0.55}">${windows}</g>`;
  if (byTheSea) return svg + waterfront(random, p, groundY);
  svg += `<rect y="${groundY}" width="${W}" height="${H - groundY}" fill="${p.near}"/>`;
  return svg + (climate === "cold" ? "" : streetTrees(random, p, climate, groundY));
}

function mountains(random: Random, p: Palette, climate: Climate): string {
  const snow = climate !== "tropical" && climate !== "arid";
  const far = peaks(random, 600, 330, 5, snow);
  const near = peaks(random, 700, 280, 4, snow && climate === "cold");
  const snowColour = mix("#ffffff", NIGHT_INK, p.darkness * 0.6);
  let svg = `<path d="${far.outline}" fill="${p.far}"/><path d="${far.caps}" fill="${snowColour}"/>`;
  svg += `<path d="${near.outline}" fill="${p.mid}"/><path d="${near.caps}" fill="${snowColour}" opacity=".9"/>`;
  svg += `<path d="${ridge(random, 790, 25, 5)}" fill="${p.near}"/>`;
  let trees = "";
  for (let x = 10; x < W; x += random.between(28, 70))
    trees += conifer(x, 800 + random.between(-15, 25), random.between(70, 150));
  svg += `<path d="${trees}" fill="${mix(p.near, NIGHT_INK, 0.25)}"/>`;
  return svg;
}

function hills(random: Random, p: Palette): string {
  let svg = `<path d="${ridge(random, 560, 40, 4)}" fill="${p.far}"/>`;
  svg += `<path d="${ridge(random, 650, 45, 4)}" fill="${p.mid}"/>`;
  // Rows of vines or crops following the middle hills.
  let rows = "";
  for (let i = 0; i < 6; i++) {
    const y = 690 + i * 22;
    rows += `M0 ${y}Q${W / 2} ${y - 40 + i * 4} ${W} ${y + 10}`;
  }
  svg += `<path d="${rows}" stroke="${mix(p.mid, NIGHT_INK, 0.25)}" stroke-width="5" fill="none" opacity=".6"/>`;
  // Trees stand on the middle hills, below their lowest crest, so none float.
  let trees = "";
  for (let i = 0; i < 9; i++)
    trees += roundTree(random.between(0, W), random.between(715, 770), random.between(40, 72));
  svg += `<path d="${trees}" fill="${mix(p.mid, NIGHT_INK, 0.3)}"/>`;
  svg += `<path d="${ridge(random, 800, 35, 3)}" fill="${p.near}"/>`;
  return svg;
}

function desert(random: Random, p: Palette): string {
  const sandFar = mix(p.far, p.sand, 0.3);
  let svg = `<path d="${ridge(random, 590, 30, 3)}" fill="${sandFar}"/>`;
  svg += `<path d="${ridge(random, 680, 55, 3)}" fill="${p.mid}"/>`;
  svg += `<path d="${ridge(random, 800, 40, 2)}" fill="${p.near}"/>`;
  const x = random.between(W * 0.6, W * 0.85);
  svg +=
    palm(x, 690, 170, -0.2, mix(p.near, NIGHT_INK, 0.3)) +
    palm(x + 70, 700, 130, 0.25, mix(p.near, NIGHT_INK, 0.3));
  return svg;
}

/** A road winding through hills towards the horizon, a carry-on case standing at its side. */
function road(random: Random, p: Palette): string {
  let svg = hills(random, p);
  const vanishX = random.between(W * 0.4, W * 0.6);
  svg += `<path d="M${r1(vanishX - 6)} 640Q${r1(vanishX - 260)} 760 ${r1(W * 0.18)} ${H}L${r1(W * 0.62)} ${H}Q${r1(vanishX + 60)} 760 ${r1(vanishX + 6)} 640Z" fill="${mix(p.sand, NIGHT_INK, 0.35)}"/>`;
  svg += `<path d="M${r1(vanishX)} 650Q${r1(vanishX - 90)} 770 ${r1(W * 0.4)} ${H}" stroke="#f7f3ea" stroke-width="6" stroke-dasharray="30 26" fill="none" opacity=".7"/>`;
  // The case: body, handle and wheels.
  const cx = W * 0.74;
  const ground = 840;
  svg += `<rect x="${cx}" y="${ground - 190}" width="120" height="180" rx="16" fill="${shadeCase(p)}"/>`;
  svg += `<path d="M${cx + 35} ${ground - 190}v-70h50v70" stroke="${p.near}" stroke-width="8" fill="none"/>`;
  svg += `<path d="M${cx + 20} ${ground - 160}v140M${cx + 60} ${ground - 160}v140M${cx + 100} ${ground - 160}v140" stroke="${mix(shadeCase(p), NIGHT_INK, 0.25)}" stroke-width="5"/>`;
  svg += `<circle cx="${cx + 22}" cy="${ground}" r="10" fill="${p.near}"/><circle cx="${cx + 98}" cy="${ground}" r="10" fill="${p.near}"/>`;
  return svg;
}

const shadeCase = (p: Palette) => mix("#c8643b", NIGHT_INK, p.darkness);

/** The SVG document for a scene; `title` becomes its accessible name. */
export function renderScene(spec: SceneSpec, title?: string): string {
  const random = createRandom(`${spec.seed}|${spec.climate}|${spec.landscape}|${spec.time}`);
  const palette = paletteFor(spec.climate, spec.time);
  let body = skyLayer(random, palette, spec.time, spec.climate);
  switch (spec.landscape) {
    case "coast":
      body += coast(random, palette, spec.climate, false);
      break;
    case "island":
      body += coast(random, palette, spec.climate, true);
      break;
    case "city":
      body += city(random, palette, spec.climate, false);
      break;
    case "harbour":
      body += city(random, palette, spec.climate, true);
      break;
    case "old-town":
      body += oldTown(random, palette, spec.climate, false);
      break;
    case "seaside-town":
      body += oldTown(random, palette, spec.climate, true);
      break;
    case "road":
      body += road(random, palette);
      break;
    case "mountains":
      body += mountains(random, palette, spec.climate);
      break;
    case "hills":
      body += hills(random, palette);
      break;
    case "desert":
      body += desert(random, palette);
      break;
  }
  const label = title ? `<title>${escapeXml(title)}</title>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice" role="img">${label}${body}</svg>`;
}
