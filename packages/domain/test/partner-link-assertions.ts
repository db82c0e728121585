// Assertions shared by the partner-link tests; kept outside src so they are neither built nor published.
import { expect } from "vitest";
import { PartnerLinkError, type PartnerLinkErrorCode } from "../src/partner-links/errors.js";

/** Parses a built link and returns its parts, failing when it is not an absolute URL. */
export function parseLink(link: string): {
  origin: string;
  pathname: string;
  params: Record<string, string>;
  url: URL;
} {
  const url = new URL(link);
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    expect(params, `parameter ${name} appears twice`).not.toHaveProperty(name);
    params[name] = value;
  }
  return { origin: url.origin, pathname: url.pathname, params, url };
}

/** Asserts `build` throws a PartnerLinkError with `code`. */
export function expectLinkError(build: () => unknown, code: PartnerLinkErrorCode): void {
  let thrown: unknown;
  try {
    build();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(PartnerLinkError);
  expect((thrown as PartnerLinkError).code).toBe(code);
  expect((thrown as PartnerLinkError).name).toBe("PartnerLinkError");
}
