import { describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { loader } from "./api.airports";

async function get(query: string) {
  const response = loader(routeArgs(new Request(`http://site.test/api/airports${query}`)));
  return {
    response,
    body: (await response.json()) as {
      query: string;
      airports: { code: string; label: string; country: string }[];
    },
  };
}

describe("GET /api/airports", () => {
  it("answers a prefix with airports as JSON that caches may keep", async () => {
    const { response, body } = await get("?q=lis");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(body.query).toBe("lis");
    expect(body.airports[0]).toMatchObject({
      code: "LIS",
      label: "Lisbon (LIS)",
      country: "Portugal",
    });
  });

  it("answers nothing without a query and honours the limit", async () => {
    expect((await get("")).body.airports).toEqual([]);
    expect((await get("?q=a&limit=3")).body.airports).toHaveLength(3);
    expect((await get("?q=a&limit=nope")).body.airports).toHaveLength(8);
    expect((await get("?q=a&limit=99")).body.airports).toHaveLength(20);
  });
});
