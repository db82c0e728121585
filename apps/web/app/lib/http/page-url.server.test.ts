import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server";

const of = (url: string) => pageUrl(new Request(url)).href;

describe("the page a request is for", () => {
  it("is the document's own address, query untouched", () => {
    expect(of("http://x/destinations?q=caf%C3%A9%20au%20lait&page=2")).toBe(
      "http://x/destinations?q=caf%C3%A9%20au%20lait&page=2",
    );
  });

  it("drops what a client navigation's data request adds", () => {
    expect(of("http://x/destinations/101.data?plan=1&_routes=root%2Croutes%2Fx")).toBe(
      "http://x/destinations/101?plan=1",
    );
    expect(of("http://x/_.data")).toBe("http://x/");
    expect(of("http://x/trips/_.data?_routes=root")).toBe("http://x/trips/");
  });

  it("drops the empty ?index of a form posted to an index route, keeping a value", () => {
    expect(of("http://x/destinations.data?index")).toBe("http://x/destinations");
    expect(of("http://x/destinations?index&index=3")).toBe("http://x/destinations?index=3");
    expect(of("http://x/page?index=3")).toBe("http://x/page?index=3");
  });
});
