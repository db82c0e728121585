import { icon, path } from "./icon-base";

/** Brand marks drawn on the same grid and stroke as the rest of the icon set (icons.tsx). */
export const FacebookIcon = icon(
  "facebook",
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    {path("M15.5 8H14a2 2 0 0 0-2 2v11M9 13h6")}
  </>,
);

export const InstagramIcon = icon(
  "instagram",
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);

export const YoutubeIcon = icon(
  "youtube",
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    {path("m10 9 5 3-5 3z")}
  </>,
);

export const TiktokIcon = icon(
  "tiktok",
  path("M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.4 4.6 5 5"),
);
