import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.server";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values] as const;
    }),
  );

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site or with the hash of one the page wrote", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: ["'sha256-abc123='"], contentHost: "" }),
    );
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc123='"]);
    expect(policy.get("script-src")?.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("closes framing, foreign form targets, plugins and <base> rewrites", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: [], contentHost: "" }));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("takes images from the site, data: URLs, the content host and the given origins only", () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        contentHost: "https://cdn.wayfarer.example/images",
        imageOrigins: ["http://127.0.0.1:9199", "https://cdn.wayfarer.example", "not a url"],
      }),
    );
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://cdn.wayfarer.example",
      "http://127.0.0.1:9199",
    ]);
    expect(
      directives(contentSecurityPolicy({ scriptHashes: [], contentHost: "" })).get("img-src"),
    ).toEqual(["'self'", "data:"]);
  });

  it("lets Vite's hot reload connect only in development", () => {
    expect(
      directives(contentSecurityPolicy({ scriptHashes: [], contentHost: "" })).get("connect-src"),
    ).toEqual(["'self'"]);
    expect(
      directives(
        contentSecurityPolicy({ scriptHashes: [], contentHost: "", isDevelopment: true }),
      ).get("connect-src"),
    ).toContain("ws:");
  });
});
