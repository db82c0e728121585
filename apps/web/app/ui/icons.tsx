/**
 * Icons of the site frame and the home page. Page-specific icons live in page-icons.tsx, so
 * a first visit does not download drawings for pages not yet seen.
 */
import { icon, path } from "./icon-base";

export const Menu = icon("menu", path("M4 6h16M4 12h16M4 18h16"));
export const ArrowUp = icon("arrow-up", path("m5 12 7-7 7 7M12 19V5"));
export const ChevronLeft = icon("chevron-left", path("m15 18-6-6 6-6"));
export const ChevronRight = icon("chevron-right", path("m9 18 6-6-6-6"));
export const Pause = icon("pause", path("M8 5v14M16 5v14"));
export const Play = icon("play", path("M7 4v16l13-8z"));
export const Mail = icon(
  "mail",
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    {path("m22 7-10 6L2 7")}
  </>,
);
export const Cookie = icon(
  "cookie",
  path(
    "M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zM8.5 8.5h.01M16 15.5h.01M12 12h.01M11 17h.01M7 14h.01",
  ),
);
/** A ticket, for the flights tab (spec class icon-tickets). */
export const Ticket = icon(
  "ticket",
  path(
    "M2 9a3 3 0 0 1 0 6v3a1 1 0 0 0 1 1h18a1 1 0 0 0 1-1v-3a3 3 0 0 1 0-6V6a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1zM14 5v2M14 11v2M14 17v2",
  ),
);
/** A bed, for the hotel tab (spec class icon-bed). */
export const Bed = icon("bed", path("M2 4v16M2 9h16a4 4 0 0 1 4 4v7M2 16h20M6 9v7"));
export const Calculator = icon(
  "calculator",
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    {path("M8 6h8M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14v4M8 18h4")}
  </>,
);
export const ShieldCheck = icon(
  "shield-check",
  path("M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4"),
);
export const Users = icon(
  "users",
  <>
    <circle cx="9" cy="7" r="4" />
    {path(
      "M2 21v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a5 5 0 0 0-3.5-4.8",
    )}
  </>,
);
export const Sun = icon(
  "sun",
  <>
    <circle cx="12" cy="12" r="4" />
    {path(
      "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
    )}
  </>,
);
export const Send = icon("send", path("m22 2-7 20-4-9-9-4zM22 2 11 13"));
export const X = icon("x", path("M18 6 6 18M6 6l12 12"));
export const Heart = icon(
  "heart",
  path("M12 20s-8-4.6-9.5-9.6A5 5 0 0 1 12 6.3a5 5 0 0 1 9.5 4.1C20 15.4 12 20 12 20z"),
);
export const LogOut = icon(
  "log-out",
  path("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"),
);
export const Headset = icon(
  "headset",
  path(
    "M3 15v-3a9 9 0 0 1 18 0v3M3 15h3v5H5a2 2 0 0 1-2-2zM21 15h-3v5h1a2 2 0 0 0 2-2zM18 20a3 3 0 0 1-3 2h-3",
  ),
);
export const LogIn = icon(
  "log-in",
  path("M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3"),
);
