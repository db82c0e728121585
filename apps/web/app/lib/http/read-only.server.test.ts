import { describe, expect, it } from "vitest";
import { action as airports } from "~/routes/api.airports";
import { action as robots } from "~/routes/robots[.]txt";
import { refuseWrites } from "./read-only.server";

describe("read-only resource routes", () => {
  it("answer a write with 405, the methods they take and a sentence", async () => {
    const answer = refuseWrites();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD");
    expect(await answer.text()).toMatch(/no form to send here/);
  });

  it("are the actions of the JSON and text routes", () => {
    expect(airports).toBe(refuseWrites);
    expect(robots).toBe(refuseWrites);
  });
});
