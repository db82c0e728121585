// What a saved plan's calendar says when a name carries control characters: every text that
// reaches the file is one property's value, never a line of its own (issue 41, finding 3).
import { makeDestination } from "@travel/domain/testing";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { plansCalendar } from "./plan-calendar.server";

const INJECTED = "Berat\r\nATTACH:https://evil.example/x.exe\r\nX-INJECTED:1";

const saved = (name: string) => [
  {
    destination: makeDestination({ id: 101, name }),
    favourite: {
      destinationId: 101,
      createdAt: new Date("2026-01-01T00:00:00Z"),
      plan: {
        adults: 2,
        departureDate: "2026-06-01",
        returnDate: "2026-06-05",
        originAirport: "MAD",
      },
      groupPlan: {
        departureDate: "2026-07-01",
        returnDate: "2026-07-04",
        ranking: "total" as const,
        parties: [
          { originAirport: "MAD", adults: 2, children: 1, infants: 0 },
          { originAirport: "LIS", adults: 1, children: 0, infants: 0 },
        ],
      },
    },
  },
];

/** The file's property names, one per unfolded line. */
const propertyNames = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => /^[A-Z-]+/.exec(line)?.[0] ?? line);

describe("a plan's calendar", () => {
  it("keeps a name with line breaks inside its properties: no property of the name's making", () => {
    const text = plansCalendar(saved(INJECTED), `Trip to ${INJECTED}`);
    const names = propertyNames(text);
    expect(names).not.toContain("ATTACH");
    expect(names).not.toContain("X-INJECTED");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Trip to Berat ATTACH:https://evil.example/x.exe X-INJECTED:1",
    );
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.getFirstProperty("attach")).toBeNull();
      expect(String(event.getFirstPropertyValue("summary"))).toMatch(
        /^(Group trip|Trip) to Berat /,
      );
      expect(String(event.getFirstPropertyValue("location"))).not.toMatch(/[\r\n]/);
    }
  });

  it("leaves out every other control character, and escapes commas and semicolons", () => {
    const text = plansCalendar(
      saved("Vlorë;\u0000 Saranda,\u001b\u007f end"),
      "Trip\u0007 to; Vlorë, Albania",
    );
    // Nothing but the line breaks that end each line, CR LF.
    expect(text.replaceAll("\r\n", "")).not.toMatch(/\p{Cc}/u);
    // Written as RFC 5545 text (ical.js reads both without unescaping them).
    for (const property of ["NAME", "X-WR-CALNAME"])
      expect(text).toContain(`\r\n${property}:Trip to\\; Vlorë\\, Albania\r\n`);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("location")).toBe(
      "Vlorë; Saranda, end",
    );
  });
});
