import type { ReactNode, SVGProps } from "react";

/**
 * The site's one icon set: line icons on a 24 px grid with a 2 px round stroke, drawn here.
 * An icon library cost about 4.6 KB gzipped on the home page alone (a runtime per icon plus
 * licence headers); these cost only their path data. Decorative by default (aria-hidden);
 * give the control around an icon its accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

export function icon(name: string, shape: ReactNode) {
  function Icon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
        {...props}
      >
        {shape}
      </svg>
    );
  }
  return Icon;
}

/** One stroked path: most icons are a single `d`. */
export const path = (d: string) => <path d={d} />;
