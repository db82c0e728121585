// Every answer is clean UTF-8 with no U+0000: a NUL byte shows as "�" in an attribute, stops
// crawlers and validators, and would cut a mail rendered the same way. React's streaming renderer
// once wrote one wherever a multi-byte character met the end of its 2,048-byte buffer, so the
// pages crawled are the sitemap's (every public page) and the tools' answers full of non-ASCII
// names: search, budget, compare and group results (decision 153). Each page also comes whole,
// every part where it belongs.
import { describe, expect, it } from "vitest";
import { destinations, familyBudget, fourNightsFromLis, groupQuery } from "../harness/expected";
import { PAGE, send } from "./requests";

/** Requests in flight at once: enough to keep both cores busy, few enough to stay polite. */
const CONCURRENCY = 8;

/**
 * The first byte that cannot be read as UTF-8 after what precedes it (for a sequence cut by the
 * end, its first byte), or -1 when all of it is UTF-8.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  const decode = (end: number) => {
    try {
      // Streaming, so a sequence cut by the end of the prefix is not yet an error.
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return -1;
  } catch {
    if (decode(bytes.length)) {
      // Only the last sequence is unfinished: its lead byte is the first one not 10xxxxxx.
      let lead = bytes.length - 1;
      while (lead > 0 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead--;
      return lead;
    }
    // A prefix that fails makes every longer one fail: search for the shortest.
    let good = 0;
    let bad = bytes.length;
    while (bad - good > 1) {
      const middle = (good + bad) >> 1;
      if (decode(middle)) good = middle;
      else bad = middle;
    }
    return bad - 1;
  }
}

/** The text around `offset`, NULs written as \0, for a message a person can place. */
function around(bytes: Buffer, offset: number) {
  return bytes
    .subarray(Math.max(0, offset - 24), offset + 24)
    .toString("utf8")
    .replaceAll("\u0000", "\\0")
    .replace(/\s+/g, " ");
}

/** What is wrong with one answer's bytes: each NUL and the first invalid byte, with offsets. */
function problems(path: string, bytes: Buffer): string[] {
  const found: string[] = [];
  for (let offset = bytes.indexOf(0); offset !== -1; offset = bytes.indexOf(0, offset + 1))
    found.push(`${path}: U+0000 at byte ${offset} (…${around(bytes, offset)}…)`);
  const invalid = firstInvalidByte(bytes);
  if (invalid !== -1)
    found.push(`${path}: invalid UTF-8 at byte ${invalid} (…${around(bytes, invalid)}…)`);
  return found;
}

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) =>
      // The sitemap names the configured origin; the path is what this server answers.
      new URL((match[1] ?? "").replaceAll("&amp;", "&")).pathname,
  );

/** Runs `work` on each item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const named = (name: string) => {
  const destination = destinations.find((candidate) => candidate.name === name);
  if (!destination) throw new Error(`no destination named ${name}`);
  return destination.id;
};

describe("clean bytes", () => {
  it("the check itself finds a NUL and a broken sequence at their offsets", () => {
    const bytes = Buffer.concat([Buffer.from("Łód"), Buffer.from([0]), Buffer.from("ź")]);
    expect(problems("/x", bytes)).toEqual(["/x: U+0000 at byte 5 (…Łód\\0ź…)"]);
    // "ź" is C5 BA: its second byte lost, a space comes where it should.
    const cut = Buffer.from([0x4c, 0xc3, 0xb3, 0xc5, 0x20]);
    expect(firstInvalidByte(cut)).toBe(4);
    expect(firstInvalidByte(Buffer.from("Łódź"))).toBe(-1);
    // A sequence cut by the end of the answer is invalid too.
    expect(firstInvalidByte(Buffer.from([0x61, 0xc5]))).toBe(1);
    expect(firstInvalidByte(Buffer.from([0x61, 0xe2, 0x82]))).toBe(1);
  });

  it("every sitemap page and the tools' answers with non-ASCII names: no NUL, only UTF-8", async () => {
    const found: string[] = [];
    const statuses: string[] = [];
    const outlined: string[] = [];
    const fetchChecked = async (path: string) => {
      const answer = await send(path, { headers: PAGE });
      if (answer.status !== 200) statuses.push(`${path}: ${answer.status}`);
      found.push(...problems(path, answer.body));
      // A Suspense boundary React sent later, to be moved in by a script: without JavaScript
      // its part of the page would sit hidden after the footer (entry.server.tsx).
      if (answer.text.includes('<template id="B:')) outlined.push(path);
      return answer;
    };

    // The sitemap, or its index and each of its files once the site outgrows one.
    const sitemap = await fetchChecked("/sitemap.xml");
    let pages = locations(sitemap.text);
    if (sitemap.text.includes("<sitemapindex")) {
      const parts = await Promise.all(pages.map(fetchChecked));
      pages = parts.flatMap((part) => locations(part.text));
    }
    // Every destination is listed, so every destination page is crawled.
    expect(pages.length).toBeGreaterThan(destinations.length);

    const compared = [named("Łódź"), named("Kraków"), named("São Paulo")].join(",");
    const tools = [
      "/destinations?q=paris",
      "/destinations?currency=GBP",
      `/trips/budget?${familyBudget().query}`,
      "/trips/compare",
      `/trips/compare?ids=${compared}&${fourNightsFromLis()}`,
      `/trips/group?${groupQuery()}`,
      `/trips/group?${groupQuery({ sort: "fairness", page: "2" })}`,
    ];
    await eachLimited([...new Set([...pages, ...tools])], CONCURRENCY, async (path) => {
      await fetchChecked(path);
    });

    expect(statuses, "pages that did not answer 200").toEqual([]);
    expect(found, "answers with a NUL byte or invalid UTF-8").toEqual([]);
    expect(outlined, "pages with a part sent out of place").toEqual([]);
  }, 600_000);
});
