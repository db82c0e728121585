import { ArtImage } from "~/features/art/ArtImage";
import { FindPlace } from "~/features/find-place/FindPlace";
import type { FindPlaceForms, FindPlacePanels } from "~/features/find-place/FindPlace";
import type { HomeVariant } from "~/features/home/home-variants";

/** The hero of a home variant; the find-place widget is its centre of gravity in every layout. */
export function HomeHero({
  hero,
  panels,
  forms,
}: {
  hero: HomeVariant["hero"];
  panels: FindPlacePanels;
  forms: FindPlaceForms;
}) {
  return (
    <section className={`home-hero home-hero--${hero.layout}`} aria-labelledby="home-hero-title">
      <div className="home-hero__art">
        <ArtImage
          scene={hero.scene}
          alt={hero.sceneAlt}
          priority
          sizes={hero.layout === "split" ? "(min-width: 60em) 50vw, 100vw" : "100vw"}
        />
      </div>
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow home-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {hero.title}
          </h1>
          <p className="home-hero__lead">{hero.lead}</p>
        </div>
        <div className="home-hero__widget">
          <FindPlace panels={panels} forms={forms} />
        </div>
      </div>
    </section>
  );
}
