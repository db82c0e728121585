import {
  SCENE_HEIGHT,
  SCENE_WIDTH,
  sceneImagePath,
  sceneQuery,
  type SceneSpec,
} from "~/features/art/art-addresses";
import { pictureWidths, srcSet } from "~/features/art/srcset";
import { useContentUrl } from "~/lib/root-data";

/** How wide a card's picture is shown: a quarter of the container, half a tablet, a whole phone. */
export const CARD_IMAGE_SIZES = "(min-width: 76rem) 20rem, (min-width: 40em) 50vw, 100vw";

/** The rendition a browser without `srcset` support gets. */
const FALLBACK_WIDTH = 1200;

/**
 * A generated scene as an <img> with WebP renditions at the spec's widths, from the content
 * host. Width and height are always set so the layout never shifts; anything not marked
 * `priority` loads lazily. `sizes` tells the browser how wide the picture is shown, so a phone
 * downloads 750 px, not 3840 px.
 */
export function ArtImage({
  scene,
  alt,
  className,
  priority = false,
  sizes = "100vw",
}: {
  scene: SceneSpec;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const contentUrl = useContentUrl();
  const query = sceneQuery(scene);
  return (
    <img
      src={contentUrl(sceneImagePath(scene, FALLBACK_WIDTH, query))}
      srcSet={srcSet(pictureWidths, (width) => contentUrl(sceneImagePath(scene, width, query)))}
      sizes={sizes}
      alt={alt}
      width={SCENE_WIDTH}
      height={SCENE_HEIGHT}
      className={["art-image", className].filter(Boolean).join(" ")}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
