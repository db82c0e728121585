import { describe, expect, it } from "vitest";
import { loader } from "./art.$file";

async function load(path: string) {
  const url = new URL(path, "http://localhost");
  const file = decodeURIComponent(url.pathname.replace(/^\/art\//, ""));
  return loader({ params: { file }, request: new Request(url), context: {} });
}

describe("art resource route", () => {
  it("draws an SVG that can be cached forever", async () => {
    const response = await load("/art/lisbon.svg?climate=mediterranean&landscape=city&time=golden&v=1");
    expect(response.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 900"/);
    expect(svg).not.toContain("NaN");
  });

  it("is deterministic and varies with the seed", async () => {
    const a = await (await load("/art/kyoto.svg?landscape=old-town")).text();
    const b = await (await load("/art/kyoto.svg?landscape=old-town")).text();
    const c = await (await load("/art/porto.svg?landscape=old-town")).text();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("falls back to defaults for unknown scene values instead of failing", async () => {
    const response = await load("/art/anywhere.svg?climate=lunar&landscape=crater");
    expect(response.status).toBe(200);
  });

  it("answers 404 for names that are not a seed", async () => {
    await expect(load("/art/..%2Fsecret.svg")).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/lisbon.png")).rejects.toMatchObject({ status: 404 });
  });
});
