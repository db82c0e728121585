import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from "./field-limits.js";
import { travellerMessages } from "./travellers.js";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  HOTEL_MAX_ADULTS,
  PASSWORD_MAX_LENGTH,
  HOTEL_MAX_CHILDREN,
  MAX_PLAN_NIGHTS,
  hotelSearchSchema,
  isNameLike,
  isValidEmail,
  passwordChangeSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
  tripPlanSchema,
  tripSearchSchema,
} from "./validation.js";

/** Field path → messages, for checking what a person would see next to each field. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (errors[issue.path.join(".")] ??= []).push(issue.message);
  }
  return errors;
}

describe("isValidEmail", () => {
  it.each(["ana@example.com", "a.b+trips@mail.example.pt", "x@y.z", "zoë@exämple.com"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "ana",
    "ana@",
    "ana@example",
    "@example.com",
    "ana @example.com",
    "ana@exa mple.com",
    "ana@example.",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });

  it("accepts exactly text@text.text with no spaces", () => {
    const part = fc.string({ minLength: 1, unit: fc.constantFrom("a", "b", "1", "-", "_") });
    fc.assert(
      fc.property(part, part, part, (user, domain, tld) => {
        expect(isValidEmail(`${user}@${domain}.${tld}`)).toBe(true);
        expect(isValidEmail(`${user} @${domain}.${tld}`)).toBe(false);
        expect(isValidEmail(`${user}${domain}.${tld}`)).toBe(false);
      }),
    );
  });
});

describe("EMAIL_PATTERN", () => {
  // The spec's rule as first written; fine on short input, cubic on long adversarial input.
  const SPEC_RULE = /^\S+@\S+\.\S+$/;

  it("accepts exactly what the spec's rule accepts", () => {
    const text = fc.string({
      maxLength: 12,
      unit: fc.constantFrom("a", "@", ".", " ", "\t", "\u00a0"),
    });
    fc.assert(
      fc.property(text, (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(SPEC_RULE.test(value));
      }),
      { numRuns: 5000 },
    );
  });

  it("answers 8 KB of adversarial input (results only; times are in the bench)", () => {
    // "@.@.@. … " took 18 s with the spec's rule as written; the patterns below see it once.
    const adversarial = `${"@.".repeat(4096)} `;
    expect(EMAIL_PATTERN.test(adversarial)).toBe(false);
    expect(EMAIL_PATTERN.test(`${"@.".repeat(4096)}x`)).toBe(true);
    expect(EMAIL_PATTERN.test(`a${"@a".repeat(4096)}`)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${"a.".repeat(4096)} `)).toBe(false);
  });
});

describe("isValidEmail length cap", () => {
  it("accepts an address of exactly EMAIL_MAX_LENGTH characters and refuses one more", () => {
    const local = "a".repeat(64);
    const longest = `${local}@${"b".repeat(EMAIL_MAX_LENGTH - local.length - 5)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });

  it("refuses 8 KB of adversarial input in sign-up with a length message", () => {
    const result = signUpSchema.safeParse({
      firstName: "Ana",
      lastName: "Silva",
      email: `${"@.".repeat(4096)} `,
      password: "secret1",
    });
    expect(fieldErrors(result)).toEqual({
      email: [`Keep your email address to ${EMAIL_MAX_LENGTH} characters or fewer.`],
    });
  });

  it("caps passwords at Firebase's limit", () => {
    const result = signInSchema.safeParse({
      email: "ana@example.com",
      password: "x".repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(fieldErrors(result)).toEqual({
      password: [`Use at most ${PASSWORD_MAX_LENGTH} characters.`],
    });
  });
});

describe("isNameLike", () => {
  it.each([
    "Ana",
    "Zoë",
    "José",
    "Ångström",
    "Nguyễn Văn An",
    "王小明",
    "Mary Ann",
    "Louis 14",
    "Zoe\u0308",
  ])("accepts %s", (name) => {
    expect(isNameLike(name)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "Ana!",
    "O'Brien",
    "Jean-Luc",
    "Ana\tMaria",
    "<script>",
    "ana@example.com",
    "😀",
  ])("rejects %j", (name) => {
    expect(isNameLike(name)).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(isNameLike(7)).toBe(false);
    expect(isNameLike(undefined)).toBe(false);
  });
});

describe("profileUpdateSchema", () => {
  it("accepts either name alone, trimmed", () => {
    expect(profileUpdateSchema.parse({ firstName: "  Zoë " })).toEqual({ firstName: "Zoë" });
    expect(profileUpdateSchema.parse({ lastName: "Nguyễn" })).toEqual({ lastName: "Nguyễn" });
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it("explains each problem in words", () => {
    const result = profileUpdateSchema.safeParse({ firstName: "   ", lastName: "Smith!" });
    expect(fieldErrors(result)).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Use letters, numbers and spaces only."],
    });
  });

  it("caps names at 50 characters", () => {
    expect(profileUpdateSchema.safeParse({ firstName: "a".repeat(NAME_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      fieldErrors(profileUpdateSchema.safeParse({ firstName: "a".repeat(NAME_MAX_LENGTH + 1) })),
    ).toEqual({
      firstName: ["Keep your first name to 50 characters or fewer."],
    });
    expect(
      fieldErrors(profileUpdateSchema.safeParse({ lastName: "!".repeat(NAME_MAX_LENGTH + 1) })),
    ).toEqual({
      lastName: ["Keep your last name to 50 characters or fewer."],
    });
  });

  it("asks for a name when the value is not text", () => {
    expect(fieldErrors(profileUpdateSchema.safeParse({ lastName: 5 }))).toEqual({
      lastName: ["Enter your last name."],
    });
  });
});

describe("passwordChangeSchema", () => {
  const valid = {
    currentPassword: "old-secret",
    newPassword: "new-secret",
    confirmPassword: "new-secret",
  };

  it("accepts a matching new password that differs from the current one", () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it("needs the current password", () => {
    expect(fieldErrors(passwordChangeSchema.safeParse({ ...valid, currentPassword: "" }))).toEqual({
      currentPassword: ["Enter your current password."],
    });
  });

  it("needs at least 6 characters", () => {
    expect(
      passwordChangeSchema.safeParse({ ...valid, newPassword: "abcdef", confirmPassword: "abcdef" })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(
        passwordChangeSchema.safeParse({
          ...valid,
          newPassword: "abcde",
          confirmPassword: "abcde",
        }),
      ),
    ).toEqual({
      newPassword: ["Use at least 6 characters."],
    });
  });

  it("reports a mismatch on the confirmation field", () => {
    expect(
      fieldErrors(passwordChangeSchema.safeParse({ ...valid, confirmPassword: "new-secreT" })),
    ).toEqual({
      confirmPassword: ["The passwords don't match."],
    });
  });

  it("asks for the confirmation when it is empty", () => {
    expect(fieldErrors(passwordChangeSchema.safeParse({ ...valid, confirmPassword: "" }))).toEqual({
      confirmPassword: ["Confirm your new password."],
    });
  });

  it("refuses a new password equal to the current one", () => {
    const same = {
      currentPassword: "same-secret",
      newPassword: "same-secret",
      confirmPassword: "same-secret",
    };
    expect(fieldErrors(passwordChangeSchema.safeParse(same))).toEqual({
      newPassword: ["Choose a password different from your current one."],
    });
  });

  it("does not trim passwords: spaces are part of them", () => {
    const result = passwordChangeSchema.safeParse({ ...valid, confirmPassword: "new-secret " });
    expect(fieldErrors(result)).toEqual({ confirmPassword: ["The passwords don't match."] });
  });
});

describe("signUpSchema", () => {
  const valid = {
    firstName: "José",
    lastName: "Silva",
    email: "  jose@example.pt ",
    password: "secret1",
  };

  it("accepts names, a trimmed email and a 6+ character password", () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, email: "jose@example.pt" });
  });

  it("explains every missing or invalid field", () => {
    expect(
      fieldErrors(
        signUpSchema.safeParse({
          firstName: "",
          lastName: "S1lva?",
          email: "jose@",
          password: "12345",
        }),
      ),
    ).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Use letters, numbers and spaces only."],
      email: ["Enter an email address like name@example.com."],
      password: ["Use at least 6 characters."],
    });
    expect(fieldErrors(signUpSchema.safeParse({}))).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Enter your last name."],
      email: ["Enter your email address."],
      password: ["Enter a password."],
    });
  });

  it("asks for an email when the field is blank", () => {
    expect(fieldErrors(signUpSchema.safeParse({ ...valid, email: "  " }))).toEqual({
      email: ["Enter your email address."],
    });
  });
});

describe("signInSchema", () => {
  it("accepts any non-empty password so older accounts can sign in", () => {
    expect(signInSchema.parse({ email: "ana@example.com", password: "123" })).toEqual({
      email: "ana@example.com",
      password: "123",
    });
  });

  it("asks for both fields", () => {
    expect(fieldErrors(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: ["Enter your email address."],
      password: ["Enter your password."],
    });
  });
});

describe("tripSearchSchema", () => {
  const form = {
    departure_area_code: " lis ",
    destination: "gru",
    departureDate: "2025-07-01",
    returnDate: "2025-07-15",
    adults: "2",
    children: "1",
    infants: "0",
    country: "BR",
  };

  it("normalises a form submission", () => {
    expect(tripSearchSchema.parse(form)).toEqual({
      departure_area_code: "LIS",
      destination: "GRU",
      departureDate: "2025-07-01",
      returnDate: "2025-07-15",
      adults: 2,
      children: 1,
      infants: 0,
      country: "br",
    });
  });

  it("defaults blank or missing counts to 1 adult, no children, no infants", () => {
    const parsed = tripSearchSchema.parse({
      ...form,
      adults: "",
      children: undefined,
      infants: " ",
    });
    expect([parsed.adults, parsed.children, parsed.infants]).toEqual([1, 0, 0]);
  });

  it("accepts numbers as well as strings", () => {
    expect(tripSearchSchema.parse({ ...form, adults: 3, children: 0 }).adults).toBe(3);
  });

  it("allows a day trip but not a return before departure", () => {
    expect(tripSearchSchema.safeParse({ ...form, returnDate: "2025-07-01" }).success).toBe(true);
    expect(fieldErrors(tripSearchSchema.safeParse({ ...form, returnDate: "2025-06-30" }))).toEqual({
      returnDate: ["The return date can't be before the departure date."],
    });
  });

  it("rejects impossible dates and codes", () => {
    const result = tripSearchSchema.safeParse({
      ...form,
      departure_area_code: "LISB",
      destination: "G1U",
      departureDate: "2025-02-29",
      returnDate: "15/07/2025",
      country: "xx",
    });
    expect(fieldErrors(result)).toEqual({
      departure_area_code: ["Enter the 3-letter code of your departure airport."],
      destination: ["Enter the 3-letter code of your destination airport."],
      departureDate: ["Choose a valid date."],
      returnDate: ["Choose a valid date."],
      country: ["Choose a country from the list."],
    });
  });

  it("applies the traveller rules", () => {
    expect(
      fieldErrors(tripSearchSchema.safeParse({ ...form, adults: "0", children: "0" })),
    ).toEqual({
      adults: [travellerMessages.noAdult],
    });
    expect(fieldErrors(tripSearchSchema.safeParse({ ...form, adults: "1", infants: "2" }))).toEqual(
      {
        infants: [travellerMessages.tooManyInfants],
      },
    );
    expect(
      fieldErrors(tripSearchSchema.safeParse({ ...form, adults: "5", children: "5" })),
    ).toEqual({
      children: [travellerMessages.tooManySeated],
    });
  });

  it.each(["two", "1.5", "-1", "1e400"])("rejects the count %j", (adults) => {
    expect(fieldErrors(tripSearchSchema.safeParse({ ...form, adults }))).toEqual({
      adults: [travellerMessages.count],
    });
  });

  it("asks for missing fields", () => {
    expect(Object.keys(fieldErrors(tripSearchSchema.safeParse({})))).toEqual([
      "departure_area_code",
      "destination",
      "departureDate",
      "returnDate",
      "country",
    ]);
  });
});

describe("tripPlanSchema", () => {
  const plan = {
    departureDate: "2025-07-01",
    returnDate: "2025-07-06",
    adults: "2",
    children: "",
    infants: "1",
  };

  it("reads a plan's dates and party from form strings", () => {
    expect(tripPlanSchema.parse(plan)).toEqual({
      departureDate: "2025-07-01",
      returnDate: "2025-07-06",
      adults: 2,
      children: 0,
      infants: 1,
    });
    expect(tripPlanSchema.parse({ ...plan, adults: undefined, infants: undefined })).toMatchObject({
      adults: 1,
      infants: 0,
    });
  });

  it("has the trip search's date and party rules", () => {
    expect(fieldErrors(tripPlanSchema.safeParse({ ...plan, returnDate: "2025-06-30" }))).toEqual({
      returnDate: ["The return date can't be before the departure date."],
    });
    expect(fieldErrors(tripPlanSchema.safeParse({ ...plan, adults: "1", infants: "2" }))).toEqual({
      infants: [travellerMessages.tooManyInfants],
    });
    expect(fieldErrors(tripPlanSchema.safeParse({ ...plan, departureDate: "2025-02-30" }))).toEqual(
      {
        departureDate: ["Choose a valid date."],
      },
    );
  });

  it(`allows a day trip and up to ${MAX_PLAN_NIGHTS} nights`, () => {
    expect(tripPlanSchema.safeParse({ ...plan, returnDate: "2025-07-01" }).success).toBe(true);
    expect(tripPlanSchema.safeParse({ ...plan, returnDate: "2025-08-30" }).success).toBe(true);
    expect(fieldErrors(tripPlanSchema.safeParse({ ...plan, returnDate: "2025-08-31" }))).toEqual({
      returnDate: [`Plan up to ${MAX_PLAN_NIGHTS} nights.`],
    });
  });
});

describe("hotelSearchSchema", () => {
  const form = {
    checkIn: "2024-02-28",
    checkOut: "2024-03-01",
    adults: "2",
    children: "1",
    locationId: "12209",
  };

  it("parses the widget fields, leaving blank optional ids out", () => {
    expect(hotelSearchSchema.parse({ ...form, hotelId: "", marker: "  " })).toEqual({
      checkIn: "2024-02-28",
      checkOut: "2024-03-01",
      adults: 2,
      children: 1,
      locationId: "12209",
    });
  });

  it("keeps ids as trimmed text, from numbers too", () => {
    expect(
      hotelSearchSchema.parse({ ...form, locationId: 12209, hotelId: 333, marker: " m-1 " }),
    ).toMatchObject({
      locationId: "12209",
      hotelId: "333",
      marker: "m-1",
    });
  });

  it("defaults to 1 adult and no children", () => {
    expect(hotelSearchSchema.parse({ ...form, adults: undefined, children: "" })).toMatchObject({
      adults: 1,
      children: 0,
    });
  });

  it("needs check-out after check-in", () => {
    expect(fieldErrors(hotelSearchSchema.safeParse({ ...form, checkOut: "2024-02-28" }))).toEqual({
      checkOut: ["Check-out must be after check-in."],
    });
    expect(fieldErrors(hotelSearchSchema.safeParse({ ...form, checkIn: "2023-02-29" }))).toEqual({
      checkIn: ["Choose a valid date."],
    });
  });

  it("needs an adult, a location and sane counts", () => {
    expect(
      fieldErrors(
        hotelSearchSchema.safeParse({
          ...form,
          adults: "0",
          children: String(HOTEL_MAX_CHILDREN + 1),
          locationId: " ",
        }),
      ),
    ).toEqual({
      adults: [travellerMessages.noAdult],
      children: [`Up to ${HOTEL_MAX_CHILDREN} children.`],
      locationId: ["Choose a destination."],
    });
    expect(
      fieldErrors(hotelSearchSchema.safeParse({ ...form, adults: HOTEL_MAX_ADULTS + 1 })),
    ).toEqual({
      adults: [`Up to ${HOTEL_MAX_ADULTS} adults.`],
    });
    expect(fieldErrors(hotelSearchSchema.safeParse({ ...form, locationId: -3 }))).toEqual({
      locationId: ["Choose a destination."],
    });
  });
});

describe("contactMessageSchema", () => {
  it("trims the fields and keeps the form's limits", async () => {
    const { contactMessageSchema } = await import("./validation.js");
    expect(
      contactMessageSchema.parse({ name: " Ana ", email: "ana@example.com", message: " Hi " }),
    ).toEqual({
      name: "Ana",
      email: "ana@example.com",
      message: "Hi",
    });
    const result = contactMessageSchema.safeParse({
      name: "x".repeat(101),
      email: "nope",
      message: "y".repeat(1001),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please keep your name under 100 characters.",
      "Please enter a valid e-mail address, like name@example.com.",
      "Please keep your message under 1000 characters.",
    ]);
  });

  it("accepts a name and a message of exactly the limit", async () => {
    const { contactMessageSchema } = await import("./validation.js");
    const longest = {
      name: "x".repeat(CONTACT_NAME_MAX_LENGTH),
      email: "ana@example.com",
      message: "y".repeat(CONTACT_MESSAGE_MAX_LENGTH),
    };
    expect(contactMessageSchema.safeParse(longest).success).toBe(true);
  });
});
