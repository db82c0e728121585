import { describe, expect, it } from "vitest";
import {
  isPersonalDocument,
  setDataResponseHeaders,
  setDocumentCacheHeaders,
} from "./cache-policy.server";

type State = Parameters<typeof isPersonalDocument>[0];
const USER = { uid: "u1", email: "ada@wayfarer.test", displayName: "Ada Lovelace", photoURL: null };

const page = (routeIds: string[], user: unknown) =>
  ({
    matches: ["root", ...routeIds].map((id) => ({ route: { id } })),
    loaderData: { root: { user } },
  }) as unknown as State;

describe("pages that show a person's data", () => {
  it("are My Profile, My destinations, and any page rendered for a signed-in user", () => {
    expect(isPersonalDocument(page(["routes/my-profile.settings"], null))).toBe(true);
    expect(isPersonalDocument(page(["routes/my-profile.favourite-destinations"], null))).toBe(true);
    expect(isPersonalDocument(page(["routes/destinations._index"], USER))).toBe(true);
    expect(isPersonalDocument(page(["routes/_index"], USER))).toBe(true);
  });

  it("are the pages that may hold a live code or a typed address, whoever asks", () => {
    for (const id of [
      "routes/auth.reset-password",
      "routes/auth.verify-email",
      "routes/auth.action",
      "routes/auth.signup",
      "routes/auth.forgot-password",
      "routes/newsletter.confirm",
      "routes/dev.outbox",
      "routes/trips.plans_.$id_.join.$key",
    ])
      expect(isPersonalDocument(page([id], null)), id).toBe(true);
  });

  it("are not the public pages a visitor sees", () => {
    expect(isPersonalDocument(page(["routes/destinations._index"], null))).toBe(false);
    expect(isPersonalDocument(page(["routes/about-us"], null))).toBe(false);
    expect(isPersonalDocument({ matches: [], loaderData: {} } as unknown as State)).toBe(false);
  });

  it("are sent with Cache-Control: no-store; public pages keep what their routes set", () => {
    const personal = new Headers({ "Cache-Control": "public, max-age=300" });
    setDocumentCacheHeaders(personal, page(["routes/_index"], USER));
    expect(personal.get("Cache-Control")).toBe("no-store");
    const visitor = new Headers({ "Cache-Control": "public, max-age=300" });
    setDocumentCacheHeaders(visitor, page(["routes/_index"], null));
    expect(visitor.get("Cache-Control")).toBe("public, max-age=300");
  });
});

describe("pages that change with the display currency", () => {
  // The frame reads the currency (and consent) cookie on every page: its prices and picker differ
  // from one visitor to the next at the same address.
  it("tell caches so: Vary: Cookie and Accept-Language beside what else varies, and no shared copy by default", () => {
    const visitor = new Headers({ Vary: "Accept-Encoding" });
    setDocumentCacheHeaders(visitor, page(["routes/destinations.$id"], null));
    expect(visitor.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(visitor.get("Cache-Control")).toBe("private, no-cache");
    // A route's own policy stays, keyed by the cookie; a personal page is still never stored.
    const routeSet = new Headers({ "Cache-Control": "public, max-age=300" });
    setDocumentCacheHeaders(routeSet, page(["routes/_index"], null));
    expect(routeSet.get("Cache-Control")).toBe("public, max-age=300");
    expect(routeSet.get("Vary")).toBe("Cookie, Accept-Language");
    const personal = new Headers({ Vary: "Cookie" });
    setDocumentCacheHeaders(personal, page(["routes/_index"], USER));
    expect(personal.get("Cache-Control")).toBe("no-store");
    expect(personal.get("Vary")).toBe("Cookie, Accept-Language");
  });
});

describe("*.data answers", () => {
  it("are never stored and never sniffed", () => {
    const headers = new Headers({
      "Content-Type": "text/x-script",
      "Cache-Control": "public, max-age=60",
    });
    setDataResponseHeaders(headers);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
