// The desktop header without JavaScript, as the HTML carries it: Home, the trip tools, the blog
// and Contact on five pages of different kinds, and each tool's link arriving at its page marked
// as the current one. (With JavaScript, and the phone's menu with and without it:
// e2e/navigation.spec.ts.)
import { tripToolsNavigation } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { NAVIGATION_FROM_PAGES } from "../harness/expected";
import { all, nameOf, okPage, page, texts } from "./html";

const FROM_PAGES = NAVIGATION_FROM_PAGES;

const mainNav = (document: Document) => all(document, 'nav[aria-label="Main"] a');

describe("navigation without JavaScript", () => {
  it("the header lists Home, the tools, the blog and Contact on every page: one click", async () => {
    for (const [index, from] of FROM_PAGES.entries()) {
      const { document } = await page(from);
      const links = mainNav(document);
      expect(links.map(nameOf), from).toEqual([
        "Home",
        ...tripToolsNavigation.map((item) => item.name),
        "Contact",
      ]);
      for (const item of tripToolsNavigation) {
        expect(links.find((link) => nameOf(link) === item.name)?.getAttribute("href")).toBe(
          item.routerPath,
        );
      }
      const tool = tripToolsNavigation[index % tripToolsNavigation.length]!;
      const arrived = await okPage(tool.routerPath);
      expect(texts(arrived, "h1")).toHaveLength(1);
      expect(
        mainNav(arrived)
          .find((link) => nameOf(link) === tool.name)
          ?.getAttribute("aria-current"),
      ).toBe("page");
    }
  });
});
