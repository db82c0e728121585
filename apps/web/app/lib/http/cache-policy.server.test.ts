import { describe, expect, it } from "vitest";
import {
  isPersonalDocument,
  isSharedDocument,
  setDataResponseHeaders,
  setDocumentCacheHeaders,
  sharedPagePolicy,
} from "./cache-policy.server";

type State = Parameters<typeof isPersonalDocument>[0];
const USER = { uid: "u1", email: "ada@wayfarer.test", displayName: "Ada Lovelace", photoURL: null };

const page = (routeIds: string[], user: unknown) =>
  ({
    matches: ["root", ...routeIds].map((id) => ({ route: { id } })),
    loaderData: { root: { user } },
    actionData: null,
  }) as unknown as State;
const GET_200 = { method: "GET", status: 200 };

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

  it("are sent with Cache-Control: no-store; other private pages keep what their routes set", () => {
    const personal = new Headers({ "Cache-Control": "public, max-age=300" });
    setDocumentCacheHeaders(personal, page(["routes/_index"], USER), GET_200);
    expect(personal.get("Cache-Control")).toBe("no-store");
    const planner = new Headers({ "Cache-Control": "public, max-age=300" });
    setDocumentCacheHeaders(planner, page(["routes/trips.budget"], null), GET_200);
    expect(planner.get("Cache-Control")).toBe("public, max-age=300");
  });
});

describe("pages a cache may share (decision 196)", () => {
  const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

  it("are the public pages an anonymous visitor gets: home, destinations, blog, content, methods, credits", () => {
    for (const id of [
      "routes/_index",
      "routes/home.$variant",
      "routes/destinations._index",
      "routes/destinations.$id",
      "routes/blogs._index",
      "routes/blogs.$slug",
      "routes/about-us",
      "routes/careers",
      "routes/legal-notice",
      "routes/privacy-policy",
      "routes/terms-and-conditions",
      "routes/methods.co2",
      "routes/attribution",
    ]) {
      const headers = new Headers();
      setDocumentCacheHeaders(headers, page([id], null), GET_200);
      expect(headers.get("Cache-Control"), id).toBe(SHARED);
      expect(headers.get("Vary"), id).toBe("Accept-Encoding, Cookie, Accept-Language");
    }
  });

  it("never are a signed-in page, a form's answer, a flash message, a cookie set, an error or a planner", () => {
    const cases: [string, State, Headers, { method: string; status: number }][] = [
      ["signed in", page(["routes/_index"], USER), new Headers(), GET_200],
      [
        "form answer",
        {
          ...page(["routes/destinations.$id"], null),
          actionData: { "routes/destinations.$id": { error: "x" } },
        } as State,
        new Headers(),
        { method: "POST", status: 400 },
      ],
      [
        "flash toast",
        {
          ...page(["routes/_index"], null),
          loaderData: { root: { user: null, toast: { description: "Saved." } } },
        } as unknown as State,
        new Headers({ "Set-Cookie": "wf_flash=; Max-Age=0" }),
        GET_200,
      ],
      [
        "cookie set",
        page(["routes/blogs._index"], null),
        new Headers({ "Set-Cookie": "a=b" }),
        GET_200,
      ],
      [
        "not found",
        page(["routes/destinations.$id"], null),
        new Headers(),
        { method: "GET", status: 404 },
      ],
      ["planner", page(["routes/trips.budget"], null), new Headers(), GET_200],
      ["posted", page(["routes/_index"], null), new Headers(), { method: "POST", status: 200 }],
    ];
    for (const [name, state, headers, answer] of cases) {
      expect(isSharedDocument(state, headers, answer), name).toBe(false);
      setDocumentCacheHeaders(headers, state, answer);
      expect(headers.get("Cache-Control"), name).toMatch(/^(private, no-cache|no-store)$/);
    }
  });

  it("says the policy a cache in front keeps them by", () => {
    expect(sharedPagePolicy(60)).toBe(SHARED);
    expect(sharedPagePolicy(10)).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=50");
  });
});

describe("pages that change with the display currency", () => {
  // The frame reads the currency (and consent) cookie on every page: its prices and picker differ
  // from one visitor to the next at the same address.
  it("tell caches so: Vary: Cookie and Accept-Language beside what else varies", () => {
    const visitor = new Headers({ Vary: "Accept-Encoding" });
    setDocumentCacheHeaders(visitor, page(["routes/trips.compare"], null), GET_200);
    expect(visitor.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(visitor.get("Cache-Control")).toBe("private, no-cache");
    const personal = new Headers({ Vary: "Cookie" });
    setDocumentCacheHeaders(personal, page(["routes/_index"], USER), GET_200);
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
