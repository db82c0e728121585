import { SCENE_HEIGHT, SCENE_WIDTH, sceneArtPath, type SceneSpec } from "~/lib/art";
import { useContentUrl } from "~/lib/root-data";

/**
 * A generated scene as an <img>: width and height are always set so the layout never shifts,
 * and anything not marked `priority` loads lazily.
 */
export function ArtImage({
  scene,
  alt,
  className,
  priority = false,
}: {
  scene: SceneSpec;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const contentUrl = useContentUrl();
  return (
    <img
      src={contentUrl(sceneArtPath(scene))}
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
