import { describe, expect, it } from "vitest";
import { calendarAppLinks, webcalAddress } from "./calendar-apps";

const address = "https://wayfarer.example/calendar/abc_DEF-123/plans.ics";

describe("calendarAppLinks", () => {
  it("gives Apple the webcal address, Google and Outlook the address in their add-by-URL pages", () => {
    const [google, apple, outlook] = calendarAppLinks(address, "Wayfarer trips");
    expect(apple?.href).toBe("webcal://wayfarer.example/calendar/abc_DEF-123/plans.ics");
    const googleUrl = new URL(google?.href ?? "");
    expect(googleUrl.origin).toBe("https://calendar.google.com");
    expect(googleUrl.searchParams.get("cid")).toBe(webcalAddress(address));
    const outlookUrl = new URL(outlook?.href ?? "");
    expect(outlookUrl.pathname).toBe("/calendar/0/addfromweb");
    expect(outlookUrl.searchParams.get("url")).toBe(address);
    expect(outlookUrl.searchParams.get("name")).toBe("Wayfarer trips");
  });

  it("changes only the scheme, for http on a local site too", () => {
    expect(webcalAddress("http://localhost:3000/calendar/x/plans.ics")).toBe(
      "webcal://localhost:3000/calendar/x/plans.ics",
    );
  });
});
