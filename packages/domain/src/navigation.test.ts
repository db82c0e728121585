import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOME_PATHS,
  SIGNUP_REQUIRED_ERROR,
  footerMenus,
  isCurrentPath,
  headerNavigation,
  mainNavigation,
  myDestinationsHref,
  safeRedirectPath,
} from "./navigation.js";

describe("menus", () => {
  it("lists the home page and its nine alternatives", () => {
    expect(HOME_PATHS).toEqual([
      "/",
      "/home/home_2",
      "/home/home_3",
      "/home/home_4",
      "/home/home_5",
      "/home/home_6",
      "/home/home_7",
      "/home/home_8",
      "/home/home_9",
      "/home/home_10",
    ]);
  });

  it("has the Company and Support footer menus", () => {
    expect(footerMenus).toEqual([
      {
        id: 1,
        title: "Company",
        menuList: [
          { name: "About Us", routerPath: "/about-us" },
          { name: "Careers", routerPath: "/careers" },
          { name: "Blog", routerPath: "/blogs" },
          { name: "Data sources", routerPath: "/attribution" },
        ],
      },
      {
        id: 2,
        title: "Support",
        menuList: [
          { name: "Contact", routerPath: "/contact" },
          { name: "Legal Notice", routerPath: "/legal-notice" },
          { name: "Privacy Policy", routerPath: "/privacy-policy" },
          { name: "Terms and Conditions", routerPath: "/terms-and-conditions" },
        ],
      },
    ]);
  });

  it("has Home and Contact in the main navigation", () => {
    expect(mainNavigation).toEqual([
      { name: "Home", routerPath: "/" },
      { name: "Contact", routerPath: "/contact" },
    ]);
  });

  it("keeps Home first and Contact last in the header, the trip tools and the blog between them", () => {
    expect(headerNavigation.map((item) => item.name)).toEqual([
      "Home",
      "Destinations",
      "Budget finder",
      "Compare",
      "Group trips",
      "Blog",
      "Contact",
    ]);
    expect(headerNavigation.map((item) => item.routerPath)).toEqual([
      "/",
      "/destinations",
      "/trips/budget",
      "/trips/compare",
      "/trips/group",
      "/blogs",
      "/contact",
    ]);
  });
});

describe("isCurrentPath", () => {
  it("matches exactly, with or without a trailing slash", () => {
    expect(isCurrentPath("/contact", "/contact")).toBe(true);
    expect(isCurrentPath("/contact/", "/contact")).toBe(true);
    expect(isCurrentPath("/contact", "/contact/")).toBe(true);
    expect(isCurrentPath("/about-us", "/contact")).toBe(false);
  });

  it("does not match a path that merely starts the same", () => {
    expect(isCurrentPath("/contact-us", "/contact")).toBe(false);
    expect(isCurrentPath("/contacts/1", "/contact")).toBe(false);
  });

  it("matches a numeric detail page to its list", () => {
    expect(isCurrentPath("/destinations/123", "/destinations")).toBe(true);
    expect(isCurrentPath("/destinations/123/", "/destinations")).toBe(true);
    expect(isCurrentPath("/destinations/lisbon", "/destinations")).toBe(false);
    expect(isCurrentPath("/destinations/123/reviews", "/destinations")).toBe(false);
    expect(isCurrentPath("/destinations/12a", "/destinations")).toBe(false);
  });

  it("makes Home current on every home path and nowhere else", () => {
    for (const path of HOME_PATHS) {
      expect(isCurrentPath(path, "/")).toBe(true);
      expect(isCurrentPath(`${path}/`, "/")).toBe(true);
    }
    expect(isCurrentPath("/contact", "/")).toBe(false);
    expect(isCurrentPath("/home/home_11", "/")).toBe(false);
    expect(isCurrentPath("/home", "/")).toBe(false);
    expect(isCurrentPath("/123", "/")).toBe(false);
  });

  it("ignores a query string or fragment", () => {
    expect(isCurrentPath("/contact?from=footer", "/contact")).toBe(true);
    expect(isCurrentPath("/#top", "/")).toBe(true);
  });

  it("never matches paths that are not absolute", () => {
    expect(isCurrentPath("", "/")).toBe(false);
    expect(isCurrentPath("contact", "/contact")).toBe(false);
    expect(isCurrentPath("/contact", "contact")).toBe(false);
  });

  it("holds for every path against itself", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 0, maxLength: 4 }),
        fc.boolean(),
        (segments, slash) => {
          const path = `/${segments.join("/")}`;
          expect(isCurrentPath(path, path)).toBe(true);
          expect(isCurrentPath(slash ? `${path}/` : path, path)).toBe(true);
        },
      ),
    );
  });
});

describe("isCurrentPath on hostile paths", () => {
  // Results only; the times are printed by `pnpm --filter @travel/domain bench`.
  const everyMenuPath = [
    ...headerNavigation.map((item) => item.routerPath),
    ...footerMenus.flatMap((menu) => menu.menuList.map((item) => item.routerPath)),
  ];

  it("marks nothing current for / followed by 14,000 slashes and an x", () => {
    const pathname = `/${"/".repeat(14_000)}x`;
    expect(everyMenuPath.filter((path) => isCurrentPath(pathname, path))).toEqual([]);
  });

  it("still trims a long run of trailing slashes, before a query too", () => {
    // 200,000 slashes: the old trailing-slash pattern needed about half a minute for this one call.
    const slashes = "/".repeat(200_000);
    expect(isCurrentPath(`/contact${slashes}`, "/contact")).toBe(true);
    expect(isCurrentPath(`/contact${slashes}?from=footer`, "/contact")).toBe(true);
    expect(isCurrentPath(`${slashes}x`, "/contact")).toBe(false);
    expect(isCurrentPath(slashes, "/")).toBe(true);
  });
});

describe("myDestinationsHref", () => {
  it("leads signed-in travellers to their favourites and visitors to sign-up", () => {
    expect(myDestinationsHref(true)).toBe("/my-profile/favourite-destinations");
    expect(myDestinationsHref(false)).toBe("/auth/signup?auth_error=signup-required");
    expect(new URLSearchParams(myDestinationsHref(false).split("?")[1]).get("auth_error")).toBe(
      SIGNUP_REQUIRED_ERROR,
    );
  });
});

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/trips",
    "/my-profile/favourite-destinations?tab=2#top",
    "/search?q=s%C3%A3o",
    "/a/b/../c",
  ])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/ok\\..\\evil",
    "javascript:alert(1)",
    "evil.example",
    "",
    " /trips",
    "/\t/evil.example",
    "/\n/evil.example",
    "/trips\u0000",
    "/trips\u007f",
    "/trips\u0085",
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
    expect(safeRedirectPath(value, "/trips")).toBe("/trips");
  });

  it("falls back for values that are not strings", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(null, "/home")).toBe("/home");
    expect(safeRedirectPath(["/trips"])).toBe("/");
  });

  it.each([
    ["/。", "/%E3%80%82"],
    ["/destinations?q=são paulo", "/destinations?q=s%C3%A3o paulo"],
    ["/trips#café", "/trips#caf%C3%A9"],
    ["/search?q=s%C3%A3o&city=東京", "/search?q=s%C3%A3o&city=%E6%9D%B1%E4%BA%AC"],
    ["/🧳", "/%F0%9F%A7%B3"],
  ])(
    "percent-encodes the characters beyond ASCII in %j, so a Location header can carry it",
    (value, encoded) => {
      expect(safeRedirectPath(value)).toBe(encoded);
      expect(decodeURI(safeRedirectPath(value))).toBe(decodeURI(value));
    },
  );

  it.each(["/\ud800", "/trips\udfff?x=1"])(
    "falls back for text that is not valid Unicode (%j)",
    (value) => {
      expect(safeRedirectPath(value, "/trips")).toBe("/trips");
    },
  );

  it("returns only ASCII that stays on the site, whatever the Unicode input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (tail) => {
        const result = safeRedirectPath(`/${tail}`, "/fallback");
        expect(result).toMatch(/^\p{ASCII}*$/u);
        expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
        expect(() => new Headers({ Location: result })).not.toThrow();
      }),
    );
  });

  it("only ever returns paths that stay on the site", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeRedirectPath(value, "/fallback");
        const base = "https://site.example";
        expect(new URL(result, base).origin).toBe(base);
        expect(result === value || result === "/fallback").toBe(true);
      }),
    );
  });
});
