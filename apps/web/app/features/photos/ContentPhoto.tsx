import { srcSet } from "~/features/art/srcset";
import { useContentUrl } from "~/lib/root-data";
import { photoPath, type PhotoView } from "./photo-addresses";

/** The rendition a browser without `srcset` gets: the largest up to 1200 px. */
const FALLBACK_WIDTH = 1200;

/**
 * An editor's photo: AVIF and WebP renditions at the widths it was rendered at, from the
 * content host, with width and height so nothing shifts, and its credit and licence beneath.
 */
export function ContentPhoto({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: PhotoView;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const contentUrl = useContentUrl();
  const set = (format: "webp" | "avif") =>
    srcSet(photo.widths, (width) => contentUrl(photoPath(photo.id, width, format)));
  const fallback =
    [...photo.widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? photo.widths[0]!;
  return (
    <figure className={["content-photo", className].filter(Boolean).join(" ")}>
      <picture>
        <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
        <img
          src={contentUrl(photoPath(photo.id, fallback, "webp"))}
          srcSet={set("webp")}
          sizes={sizes}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          className="content-photo__image"
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
        />
      </picture>
      <figcaption className="content-photo__credit">
        Photo: {photo.credit} · {photo.licence}
      </figcaption>
    </figure>
  );
}
