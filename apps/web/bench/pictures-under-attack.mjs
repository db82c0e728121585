#!/usr/bin/env node
/**
 * Pictures under attack: what a second visitor sees while one client asks for share cards and
 * uploads huge profile pictures (docs/security.md, "Picture work"). Starts a private emulator
 * set and the production server (`build/` must exist), then, on a fresh server each time:
 *
 * 1. idle: the second client (from 127.0.0.2) loads /about-us and a few art pictures at 2048 px
 *    that no one asked for before, one after another;
 * 2. under attack: the same, on a new server (empty caches), as the first client (127.0.0.1)
 *    sends six share-card bursts at once (20 new cards each) and six uploads of a 36-megapixel
 *    PNG from one signed-in account; with `--every 1`, each worker sends again every second
 *    while the visit lasts.
 *
 * Idle and attack alternate for a few rounds, so a machine that gets busier or quieter meanwhile
 * moves both sides. Prints the second client's times, idle and under attack, and what the first
 * client got. Figures only: nothing is asserted about time.
 *
 *   pnpm --filter @travel/web bench:pictures
 *   node bench/pictures-under-attack.mjs [--rounds 3] [--arts 6] [--pages 10]
 *     [--every 0] [--attack cards,uploads|plain] [--port 43300]
 */
import { execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs, promisify } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import sharp from "sharp";
import { startEmulators } from "@travel/firebase-emulators";

const webRoot = new URL("..", import.meta.url).pathname;
const repoRoot = join(webRoot, "../..");
const { values } = parseArgs({
  options: {
    arts: { type: "string", default: "6" },
    pages: { type: "string", default: "10" },
    port: { type: "string", default: "43300" },
    attack: { type: "string", default: "cards,uploads" },
    rounds: { type: "string", default: "3" },
    every: { type: "string", default: "0" },
  },
});
const ATTACKS = new Set(values.attack.split(","));
const PORT = Number(values.port);
const ART_COUNT = Number(values.arts);
const EXTRA_PAGES = Number(values.pages);
const VISITOR = "127.0.0.2";
const ATTACKER = "127.0.0.1";
// "plain": the same bursts for /robots.txt, the cost of their volume alone.
const PLAIN = ATTACKS.has("plain");
const BURSTS = ATTACKS.has("cards") || PLAIN ? 6 : 0;
const CARDS_PER_BURST = 20;
const UPLOADS = ATTACKS.has("uploads") ? 6 : 0;

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One request from `localAddress`, no connection reuse; resolves with status, time and size. */
function request(path, { localAddress, method = "GET", headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        method,
        localAddress,
        agent: false,
        headers: { Host: `localhost:${PORT}`, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("error", (error) =>
      resolve({
        status: `error ${error.code}`,
        ms: performance.now() - started,
        headers: {},
        body: Buffer.alloc(0),
      }),
    );
    outgoing.end(body);
  });
}

const isoDay = (daysAhead) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function startServer(env) {
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: webRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries += 1) {
    const answer = await request("/robots.txt", { localAddress: VISITOR });
    if (answer.status === 200) break;
    if (tries > 600) throw new Error("The site did not start within 60 s.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The first requests compile code paths and fill the catalogue and the airport index, as a
  // server that has been up a while has them; the figures start after them.
  for (let i = 0; i < 5; i += 1) await request("/about-us", { localAddress: VISITOR });
  const group = new URLSearchParams(groupPlan(0));
  group.delete("destination");
  await request(`/trips/group?${group}`, { localAddress: VISITOR });
  return server;
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** Art pictures at 2048 px that the site's own pages show, one per scene. */
async function artAddresses() {
  const found = new Map();
  for (const page of ["/", "/about-us", "/contact", "/careers", "/blog", "/destinations"]) {
    const html = (await request(page, { localAddress: VISITOR })).body.toString();
    for (const [, address] of html.matchAll(/(\/art\/[a-z0-9-]+\.2048\.webp\?[^" ,]+)/g)) {
      const path = address.replaceAll("&amp;", "&");
      const seed = path.slice(5, path.indexOf("."));
      if (!found.has(seed)) found.set(seed, path);
    }
  }
  const addresses = [...found.values()].slice(0, ART_COUNT);
  if (addresses.length < ART_COUNT) throw new Error(`Only ${addresses.length} art pictures found`);
  return addresses;
}

/** The second client's visit: /about-us and one new art picture in turn, then more pages. */
async function visit(arts) {
  const pages = [];
  const pictures = [];
  for (const art of arts) {
    pages.push(await request("/about-us", { localAddress: VISITOR }));
    pictures.push({ art, ...(await request(art, { localAddress: VISITOR })) });
  }
  for (let i = 0; i < EXTRA_PAGES; i += 1)
    pages.push(await request("/about-us", { localAddress: VISITOR }));
  return { pages, pictures };
}

/** A new account for the first client: sign up, then sign in (sign-up opens no session). */
async function signUp() {
  const email = `bench-${Date.now().toString(36)}@wayfarer.test`;
  const form = (fields) => ({
    localAddress: ATTACKER,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const password = "correct-horse-42";
  const made = await request(
    "/auth/signup",
    form({ firstName: "Bench", lastName: "Attacker", email, password }),
  );
  if (made.status !== 200) throw new Error(`Could not sign up the bench account: ${made.status}`);
  const answer = await request("/auth/login", form({ email, password, redirectTo: "/" }));
  const cookies = (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]);
  if (answer.status !== 303 || !cookies.some((cookie) => cookie.startsWith("__session=")))
    throw new Error(`Could not sign in the bench account: ${answer.status}`);
  return cookies.join("; ");
}

function multipart(picture) {
  const boundary = `----wayfarer-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npicture\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="huge.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, picture, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A new group plan (Lisbon and Berlin to Rome) for each number: other dates, other parties. */
function groupPlan(number) {
  const departure = 20 + (number % 700);
  return {
    departureDate: isoDay(departure),
    returnDate: isoDay(departure + 4),
    from1: "LIS",
    adults1: String(1 + (Math.floor(number / 700) % 9)),
    from2: "BER",
    adults2: "1",
    destination: "103",
  };
}

const cardPath = (number) =>
  PLAIN
    ? `/robots.txt?${number}`
    : `/share-cards/group.png?${new URLSearchParams(groupPlan(number))}`;

/**
 * The first client: bursts of new cards and huge uploads, each worker once (`--every 0`, the
 * issue's reproduction) or again every `--every` seconds while the visit lasts. Runs in a worker
 * thread of its own, so its requests and answers never hold up the second client's clock.
 */
function attackHere({ cookie, picture }) {
  let running = true;
  let next = 0;
  const cards = [];
  const uploads = [];
  const every = Number(values.every) * 1000;
  const paced = async (work) => {
    while (running) {
      const started = performance.now();
      await work();
      if (every === 0) return;
      const rest = every - (performance.now() - started);
      if (running && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  const upload = multipart(picture);
  const workers = [
    ...Array.from({ length: BURSTS }, () =>
      paced(async () => {
        const burst = Array.from({ length: CARDS_PER_BURST }, () =>
          request(cardPath(next++), { localAddress: ATTACKER }),
        );
        cards.push(...(await Promise.all(burst)));
      }),
    ),
    ...Array.from({ length: UPLOADS }, () =>
      paced(async () => {
        uploads.push(
          await request("/my-profile/settings", {
            localAddress: ATTACKER,
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": upload.type },
            body: upload.body,
          }),
        );
      }),
    ),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { cards, uploads };
    },
  };
}

/**
 * Starts the attack in a worker thread and resolves once its first requests are on their way;
 * `stop` ends it and gives its answers' statuses.
 */
async function attack({ cookie, picture }) {
  const worker = new Worker(new URL(import.meta.url), {
    argv: process.argv.slice(2),
    workerData: { cookie, picture },
  });
  await new Promise((resolve) => worker.once("message", resolve));
  return {
    async stop() {
      const answers = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const result = await answers;
      await worker.terminate();
      return result;
    },
  };
}

if (!isMainThread) {
  const running = attackHere(workerData);
  parentPort.postMessage("started");
  parentPort.once("message", async () => {
    const { cards, uploads } = await running.stop();
    const statuses = (answers) => answers.map(({ status }) => ({ status }));
    parentPort.postMessage({ cards: statuses(cards), uploads: statuses(uploads) });
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (value) => `${Math.round(value)} ms`;
const byStatus = (answers) => {
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
};

async function main() {
  const emulators = await startEmulators({
    projectId: "demo-travel-bench-pictures",
    ports: { auth: 43399, firestore: 43380, storage: 43499 },
    quiet: true,
  });
  let server;
  try {
    await promisify(execFile)(
      process.execPath,
      [join(repoRoot, "packages/firebase-client/dist/cli/seed.js")],
      { env: { ...process.env, ...emulators.env } },
    );
    const picture = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: "#3a7ca5" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();

    /** One visit on a fresh server (empty caches), with or without the attack; and its CPU. */
    async function phase(arts, attacked) {
      server = await startServer(emulators.env);
      arts ??= await artAddresses();
      // Both sides sign an account up and in first, so what that leaves the emulators to do
      // weighs on both alike.
      const cookie = await signUp();
      const attacker = attacked ? await attack({ cookie, picture }) : null;
      const cpuBefore = cpuSeconds(server.pid);
      const started = performance.now();
      const seen = await visit(arts);
      const answers = attacker ? await attacker.stop() : { cards: [], uploads: [] };
      const cpu = cpuSeconds(server.pid) - cpuBefore;
      const wall = (performance.now() - started) / 1000;
      await stopServer(server);
      return { arts, ...seen, ...answers, cpu, wall };
    }

    const rounds = [];
    let arts;
    for (let round = 0; round < Number(values.rounds); round += 1) {
      const idle = await phase(arts, false);
      arts = idle.arts;
      rounds.push({ idle, attacked: await phase(arts, true) });
    }

    const all = (side, pick) => rounds.flatMap((round) => pick(round[side]));
    const pageTimes = (side) => all(side, (seen) => seen.pages.map((answer) => answer.ms));
    const idlePage = median(pageTimes("idle"));
    const attackedPage = median(pageTimes("attacked"));
    const p90 = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length * 0.9)];
    const rows = [
      [
        "/about-us median",
        `${ms(idlePage)} → ${ms(attackedPage)} (${(attackedPage / idlePage).toFixed(2)}×)`,
      ],
      [
        "/about-us 90th percentile",
        `${ms(p90(pageTimes("idle")))} → ${ms(p90(pageTimes("attacked")))}`,
      ],
      [
        "/about-us first request as the attack starts",
        rounds.map((round) => ms(round.attacked.pages[0].ms)).join(", "),
      ],
      [
        "/about-us answers",
        `${byStatus(all("idle", (seen) => seen.pages))} → ${byStatus(all("attacked", (seen) => seen.pages))}`,
      ],
    ];
    const ratios = arts.map((art, index) => {
      const time = (side) => median(rounds.map((round) => round[side].pictures[index].ms));
      const ratio = time("attacked") / time("idle");
      rows.push([
        `new art ${art.slice(5, art.indexOf("?"))} (median)`,
        `${ms(time("idle"))} → ${ms(time("attacked"))} (${ratio.toFixed(2)}×)`,
      ]);
      return ratio;
    });
    const artAnswers = all("attacked", (seen) => seen.pictures);
    rows.push(
      [
        "art answers",
        `${byStatus(all("idle", (seen) => seen.pictures))} → ${byStatus(artAnswers)}`,
      ],
      ["first client's cards", `${byStatus(all("attacked", (seen) => seen.cards))}`],
      ["first client's 36 MP uploads", `${byStatus(all("attacked", (seen) => seen.uploads))}`],
      [
        "server CPU per visit (median)",
        `${median(all("idle", (seen) => [seen.cpu])).toFixed(1)} s → ${median(all("attacked", (seen) => [seen.cpu])).toFixed(1)} s ` +
          `(visits of ${median(all("idle", (seen) => [seen.wall])).toFixed(1)} s → ${median(all("attacked", (seen) => [seen.wall])).toFixed(1)} s)`,
      ],
    );
    console.log(
      `\n${rounds.length} rounds; attack: ${BURSTS} × ${CARDS_PER_BURST} new cards and ${UPLOADS} uploads of a ` +
        `${(picture.length / 1024).toFixed(0)} KB 36 MP PNG, ${Number(values.every) ? `each worker every ${values.every} s` : "each worker once"}\n` +
        `\n| second client (${VISITOR}) | idle → under attack |\n|---|---|\n` +
        rows.map(([name, value]) => `| ${name} | ${value} |`).join("\n"),
    );
    console.log(
      `\nWithin 2× of idle: /about-us median ${attackedPage <= 2 * idlePage ? "yes" : "no"}; ` +
        `new art pictures ${ratios.filter((ratio) => ratio <= 2).length} of ${ratios.length} ` +
        `(worst ${Math.max(...ratios).toFixed(2)}×); art 503s: ${artAnswers.filter((answer) => answer.status === 503).length}.`,
    );
  } finally {
    if (server) await stopServer(server);
    await emulators.stop({ exportData: false });
  }
}

if (isMainThread) await main();
