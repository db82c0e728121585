import { CONTROL_CHARACTER_MESSAGE, plainLine, signInSchema } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, readSubmission } from "./form-reply.server";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("readSubmission", () => {
  const sights = z.object({
    name: plainLine(z.string("Name the place.").trim().min(1, "Name the place.")),
    typeIds: z.array(z.string()).min(1, "Choose a type."),
    sights: z.array(z.object({ name: z.string(), price: z.number("A price in euros.") })),
  });

  it("reads lists of objects, a single box as a list and numbers from text", () => {
    const read = readSubmission(
      formOf([
        ["name", "Porto"],
        ["typeIds", "city-break"],
        ["sights[0].name", "Livraria Lello"],
        ["sights[0].price", "8"],
        ["sights[1].name", "Ribeira"],
        ["sights[1].price", "0"],
      ]),
      sights,
    );
    expect(read).toMatchObject({
      ok: true,
      data: {
        name: "Porto",
        typeIds: ["city-break"],
        sights: [
          { name: "Livraria Lello", price: 8 },
          { name: "Ribeira", price: 0 },
        ],
      },
    });
  });

  it("maps each issue to its field's name, a list item's included", () => {
    const read = readSubmission(
      formOf([
        ["name", ""],
        ["sights[0].name", "Ribeira"],
        ["sights[0].price", "free"],
      ]),
      sights,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      name: ["Name the place."],
      typeIds: ["Choose a type."],
      "sights[0].price": ["A price in euros."],
    });
  });

  it("says a field is missing or sent twice where the schema says nothing", () => {
    const read = readSubmission(
      formOf([
        ["name", "Porto"],
        ["name", "Braga"],
      ]),
      z.object({ name: z.string(), other: z.string() }),
    );
    expect(read.ok ? null : read.errors).toEqual({
      name: ["Send this field once."],
      other: ["Fill in this field."],
    });
  });

  it("uses the feature's wording for type and length issues, and keeps a refinement's own", () => {
    const schema = z.object({ title: plainLine(z.string().trim().min(1).max(10)) });
    const wording = { title: "Give it a short title." };
    const long = readSubmission(formOf([["title", "A much longer title"]]), schema, wording);
    expect(long.ok ? null : long.errors).toEqual({ title: ["Give it a short title."] });
    const invisible = readSubmission(formOf([["title", "Tab\there"]]), schema, wording);
    expect(invisible.ok ? null : invisible.errors).toEqual({ title: [CONTROL_CHARACTER_MESSAGE] });
  });

  it("ignores what no page sends: Conform's control names, huge list indexes, overlong names", () => {
    const read = readSubmission(
      formOf([
        ["__intent__", "{not json"],
        ["__state__", "{not json"],
        ["sights[99999999].name", "x"],
        ["x".repeat(500), "y"],
        ["name", "Porto"],
        ["typeIds", "beach"],
      ]),
      sights,
    );
    expect(read).toMatchObject({ ok: true, data: { name: "Porto", sights: [] } });
  });
});

describe("parseForm", () => {
  it("keeps only the values it is told to, never the password", () => {
    const parsed = parseForm(
      signInSchema,
      formOf([
        ["email", "not-an-address"],
        ["password", "secret"],
      ]),
      ["email"],
    );
    expect(parsed).toEqual({
      ok: false,
      reply: {
        errors: { email: ["Enter an email address like name@example.com."] },
        values: { email: "not-an-address" },
      },
    });
  });

  it("gives an empty field the schema's own message", () => {
    const parsed = parseForm(
      signInSchema,
      formOf([
        ["email", ""],
        ["password", ""],
      ]),
      ["email"],
    );
    expect(parsed.ok ? null : parsed.reply.errors).toEqual({
      email: ["Enter your email address."],
      password: ["Enter your password."],
    });
  });
});
