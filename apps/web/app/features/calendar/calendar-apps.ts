/**
 * Where a calendar app subscribes to an address: Apple Calendar (and most desktop apps) open a
 * `webcal://` link; Google Calendar and Outlook on the web take the address in their own "add by
 * URL" page. The address itself stays https; only the scheme of Apple's link changes.
 */
export type CalendarAppLink = { app: string; label: string; href: string };

/** The same address with the webcal scheme, which calendar apps open as a subscription. */
export function webcalAddress(address: string): string {
  return address.replace(/^https?:\/\//, "webcal://");
}

export function calendarAppLinks(address: string, name: string): CalendarAppLink[] {
  return [
    {
      app: "google",
      label: "Add to Google Calendar",
      href: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalAddress(address))}`,
    },
    { app: "apple", label: "Add to Apple Calendar", href: webcalAddress(address) },
    {
      app: "outlook",
      label: "Add to Outlook",
      href: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: address, name })}`,
    },
  ];
}
