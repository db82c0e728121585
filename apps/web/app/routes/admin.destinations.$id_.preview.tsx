import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { countryName, formatMoney } from "@travel/domain";
import { ArtImage } from "~/features/art/ArtImage";
import { destinationScene } from "~/features/art/destination-scene.server";
import { readDestinationId } from "~/features/back-office/destination-editing.server";
import { MONTHS } from "~/features/back-office/destination-form";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { destinationWords } from "~/features/content/markdown.server";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import { photoView } from "~/features/photos/photo-addresses";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import "~/features/back-office/back-office.css";
import "~/features/destinations/destinations.css";
import "~/features/planner/planner.css";
import "~/features/photos/photos.css";
import "~/features/content/markdown.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Preview: ${data?.name ?? "destination"} · Back-office · Wayfarer` },
  { name: "robots", content: "noindex" },
];

/** The draft as the destination page will show it: words, photos, prices, sights, months. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const id = readDestinationId(params.id);
  const edit = await needsBackend(() => getServices().destinationEdits.get(id));
  if (!edit) throw new Response(null, { status: 404 });
  const draft = edit.draft;
  return {
    id,
    name: draft.name,
    status: edit.status,
    version: edit.version,
    country: countryName(draft.countryCode) ?? draft.countryCode.toUpperCase(),
    // The picture the published page would draw from the same data (decision 120).
    scene: destinationScene(draft),
    ...destinationWords(draft),
    photos: (draft.photos ?? []).map(photoView),
    nightlyRate: formatMoney(draft.nightlyRateCents),
    dailyCost: formatMoney(draft.dailyCostCents),
    sights: draft.attractions.map((sight) => ({
      id: sight.id,
      name: sight.name,
      price: sight.priceCents === 0 ? "Free" : formatMoney(sight.priceCents),
    })),
    bestMonths: draft.bestMonths.map((month) => MONTHS[month - 1]!),
  };
}

export default function PreviewDestination() {
  const page = useLoaderData<typeof loader>();
  const [hero, ...more] = page.photos;
  return (
    <article className="destination-page">
      <p className="back-office__preview-banner" role="status">
        Preview of the draft (version {page.version}, {page.status}).{" "}
        <Link to={`/admin/destinations/${page.id}`}>Back to editing</Link>
      </p>
      <header className="destination-hero">
        <div className="container destination-hero__inner">
          <div className="destination-hero__text">
            <p className="eyebrow destination-hero__country">{page.country}</p>
            <h1 className="destination-hero__title">{page.name}</h1>
            {page.summaryHtml ? (
              <p
                className="destination-hero__summary"
                dangerouslySetInnerHTML={{ __html: page.summaryHtml }}
              />
            ) : null}
          </div>
          <div className="destination-hero__art">
            {hero ? (
              <ContentPhoto photo={hero} priority sizes="(min-width: 60rem) 40rem, 100vw" />
            ) : (
              <ArtImage
                scene={page.scene}
                alt=""
                priority
                sizes="(min-width: 60rem) 40rem, 100vw"
              />
            )}
          </div>
        </div>
      </header>
      <div className="container destination-facts">
        <section className="destination-about" aria-labelledby="about-heading">
          <h2 id="about-heading" className="destination-section-title">
            About {page.name}
          </h2>
          {page.descriptionHtml ? (
            <div
              className="destination-about__text markdown"
              dangerouslySetInnerHTML={{ __html: page.descriptionHtml }}
            />
          ) : null}
          {page.bestMonths.length > 0 ? (
            <>
              <h3 className="destination-subtitle">Best time to go</h3>
              <ul className="month-list" aria-label="Best months">
                {page.bestMonths.map((month) => (
                  <li key={month} className="tag">
                    {month}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {more.length > 0 ? (
            <ul className="back-office__preview-photos" aria-label="More photos">
              {more.map((photo) => (
                <li key={photo.id}>
                  <ContentPhoto photo={photo} sizes="(min-width: 60rem) 20rem, 100vw" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <aside className="destination-prices" aria-labelledby="prices-heading">
          <h2 id="prices-heading" className="destination-section-title">
            Typical prices
          </h2>
          <dl className="price-list">
            <div>
              <dt>Hotel, double room per night</dt>
              <dd className="price">{page.nightlyRate}</dd>
            </div>
            <div>
              <dt>Food and local transport, per person per day</dt>
              <dd className="price">{page.dailyCost}</dd>
            </div>
          </dl>
          {page.sights.length > 0 ? (
            <>
              <h3 className="destination-subtitle">Attractions</h3>
              <ul className="attraction-list">
                {page.sights.map((sight) => (
                  <li key={sight.id}>
                    <span>{sight.name}</span>
                    <span className="price">{sight.price}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
