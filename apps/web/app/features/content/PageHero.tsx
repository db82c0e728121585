import type { ReactNode } from "react";
import { ArtImage } from "~/features/art/ArtImage";
import type { SceneSpec } from "~/features/art/art-addresses";
import "./page-hero.css";

/** The opening band of a content page: title and lead beside (or over) a generated scene. */
export function PageHero({
  eyebrow,
  title,
  lead,
  scene,
  sceneAlt = "",
  children,
  className,
  artPriority = true,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  scene: SceneSpec;
  sceneAlt?: string;
  children?: ReactNode;
  className?: string;
  /** The scene is the page's largest picture: load it first. Off where CSS hides it on phones. */
  artPriority?: boolean;
}) {
  return (
    <section className={className ? `page-hero ${className}` : "page-hero"}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">{title}</h1>
          {lead ? <p className="page-hero__lead">{lead}</p> : null}
          {children}
        </div>
        <div className="page-hero__art">
          <ArtImage
            scene={scene}
            alt={sceneAlt}
            priority={artPriority}
            sizes="(min-width: 76rem) 32rem, (min-width: 56em) 45vw, 100vw"
          />
        </div>
      </div>
    </section>
  );
}
