import { describe, expect, it } from "vitest";
import { requestContext } from "~/lib/http/request-context.server";
import { clientIpOf, clientKey, isHoneypotFilled } from "./auth-guard.server";

describe("honeypot and client address", () => {
  it("spots a filled honeypot only", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "https://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
    form.set("website", new File(["x"], "x.txt"));
    expect(isHoneypotFilled(form)).toBe(true);
  });

  it("reads the client address from the load context, with one shared key when unknown", () => {
    expect(clientIpOf(requestContext({ clientIp: "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIpOf(requestContext({}))).toBe("unknown");
    expect(clientIpOf(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
  });
});
