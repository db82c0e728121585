import type { DestinationType } from "@travel/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../test/route-args";
import { listDestinationTypes } from "~/features/destinations/catalogue.server";
import { createMemoryLog, type RequestLog } from "~/lib/http/request-log.server";
import { loader } from "./api.destination-types";

vi.mock("~/features/destinations/catalogue.server", () => ({ listDestinationTypes: vi.fn() }));

const get = (log?: RequestLog) =>
  loader(routeArgs(new Request("http://localhost/api/destination-types"), { log }));

const types: DestinationType[] = [
  { id: "beach", name: "Beaches", description: "Warm water and soft sand." },
  { id: "city-break", name: "City breaks", description: "Museums and markets." },
];

describe("GET /api/destination-types", () => {
  afterEach(() => vi.mocked(listDestinationTypes).mockReset());

  it("answers the catalogue's types as cacheable JSON, in the catalogue's order", async () => {
    vi.mocked(listDestinationTypes).mockResolvedValue(types);
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({ destinationTypes: types });
  });

  it("answers 503 that no cache keeps when the catalogue cannot be read, and logs why", async () => {
    vi.mocked(listDestinationTypes).mockRejectedValue(new Error("Firestore unavailable"));
    const log = createMemoryLog();
    const response = await get(log);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: "error", message: "Could not read the destination types" }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toHaveProperty("error");
  });
});
