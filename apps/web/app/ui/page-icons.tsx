/**
 * Icons of menus and pages that load on demand (mobile menu, profile menu, 404, content
 * pages), kept apart from icons.tsx so the first page does not carry them.
 */
import { icon, path } from "./icon-base";

export const ArrowLeft = icon("arrow-left", path("m12 19-7-7 7-7M19 12H5"));
export const Eye = icon(
  "eye",
  <>
    {path("M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z")}
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const Briefcase = icon(
  "briefcase",
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    {path("M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16")}
  </>,
);
export const Clock = icon(
  "clock",
  <>
    <circle cx="12" cy="12" r="10" />
    {path("M12 6v6l4 2")}
  </>,
);
export const MapPin = icon(
  "map-pin",
  <>
    {path("M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z")}
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const Info = icon(
  "info",
  <>
    <circle cx="12" cy="12" r="10" />
    {path("M12 16v-4M12 8h.01")}
  </>,
);
export const CheckCircle = icon(
  "check-circle",
  <>
    <circle cx="12" cy="12" r="10" />
    {path("m8 12 3 3 5-6")}
  </>,
);
export const MessageQuestion = icon(
  "message-question",
  path(
    "M21 12a9 9 0 0 1-13.5 7.8L3 21l1.2-4.5A9 9 0 1 1 21 12zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01",
  ),
);
export const User = icon(
  "user",
  <>
    <circle cx="12" cy="8" r="4" />
    {path("M4 21a8 8 0 0 1 16 0")}
  </>,
);
export const Compass = icon(
  "compass",
  <>
    <circle cx="12" cy="12" r="10" />
    {path("m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3z")}
  </>,
);
