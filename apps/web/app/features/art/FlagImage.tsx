import { smallWidthsFor, srcSet } from "~/features/art/srcset";
import { useContentUrl } from "~/lib/root-data";

const flagPath = (countryCode: string, width: number) => `/flags/${countryCode}.${width}.webp`;

/**
 * A small country flag (4:3) from the content host, at the spec's small sizes. Decorative by
 * default: the country's name is always written next to it.
 */
export function FlagImage({
  countryCode,
  width = 20,
  alt = "",
  className,
}: {
  countryCode: string;
  width?: number;
  alt?: string;
  className?: string;
}) {
  const contentUrl = useContentUrl();
  const code = countryCode.toLowerCase();
  const widths = smallWidthsFor(width);
  return (
    <img
      src={contentUrl(flagPath(code, widths.find((w) => w >= width * 2) ?? widths.at(-1) ?? 32))}
      srcSet={srcSet(widths, (w) => contentUrl(flagPath(code, w)))}
      sizes={`${width}px`}
      alt={alt}
      width={width}
      height={Math.round((width * 3) / 4)}
      className={["flag-image", className].filter(Boolean).join(" ")}
      loading="lazy"
      decoding="async"
    />
  );
}
