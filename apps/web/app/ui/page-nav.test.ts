import { describe, expect, it } from "vitest";
import { pageNav } from "./page-nav";

const href = (page: number) => `/list?page=${page}`;

describe("pageNav", () => {
  it("shows the first, the last and the pages around the current one, with gaps", () => {
    const nav = pageNav(10, 30, href);
    expect(
      nav.links.map((link) => ("gap" in link ? "…" : `${link.page}${link.current ? "*" : ""}`)),
    ).toEqual(["1", "…", "8", "9", "10*", "11", "12", "…", "30"]);
    expect(nav).toMatchObject({ prevHref: "/list?page=9", nextHref: "/list?page=11" });
  });

  it("has no previous page on the first, no next on the last, one link for one page", () => {
    expect(pageNav(1, 3, href)).toMatchObject({ prevHref: null, nextHref: "/list?page=2" });
    expect(pageNav(3, 3, href)).toMatchObject({ prevHref: "/list?page=2", nextHref: null });
    expect(pageNav(1, 1, href).links).toHaveLength(1);
  });
});
