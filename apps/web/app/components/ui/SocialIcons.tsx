import type { SVGProps } from "react";

/**
 * Brand marks drawn in the same 24 px grid and 2 px stroke as the lucide icons used elsewhere,
 * so the social row looks like one set (lucide ships no brand logos).
 */
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <Glyph {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <path d="M15.5 8H14a2 2 0 0 0-2 2v11M9 13h6" />
  </Glyph>
);

export const InstagramIcon = (props: SVGProps<SVGSVGElement>) => (
  <Glyph {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Glyph>
);

export const YoutubeIcon = (props: SVGProps<SVGSVGElement>) => (
  <Glyph {...props}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </Glyph>
);

export const TiktokIcon = (props: SVGProps<SVGSVGElement>) => (
  <Glyph {...props}>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.4 2.6 2.4 4.6 5 5" />
  </Glyph>
);
