import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { readDestinationId } from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import {
  BestMonths,
  DestinationDescription,
  DestinationHeroPicture,
  MorePhotos,
  TypicalPrices,
} from "~/features/destinations/DestinationSections";
import { draftPreview } from "~/features/destinations/draft-preview.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import { PreviewBanner } from "~/features/back-office/PreviewBanner";
import "~/features/back-office/back-office.css";
import "~/features/destinations/destinations.css";
import "~/features/planner/planner.css";
import "~/features/photos/photos.css";
import "~/features/content/markdown.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Preview: ${args.loaderData?.name ?? "destination"}`);

/** The draft as the destination page will show it: words, photos, prices, sights, months. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const id = readDestinationId(params.id);
  const edit = await needsBackend(() => getServices().destinationEdits.get(id));
  if (!edit) throw new Response(null, { status: 404 });
  return draftPreview(id, edit);
}

export default function PreviewDestination() {
  const page = useLoaderData<typeof loader>();
  const [hero, ...more] = page.photos;
  return (
    <article className="destination-page">
      <PreviewBanner
        editPath={`/admin/destinations/${page.id}`}
        version={page.version}
        status={page.status}
        published={page.published}
        shownBy="the site"
      />
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
          <DestinationHeroPicture photo={hero} scene={page.scene} />
        </div>
      </header>
      <div className="container destination-facts">
        <section className="destination-about" aria-labelledby="about-heading">
          <h2 id="about-heading" className="destination-section-title">
            About {page.name}
          </h2>
          <DestinationDescription html={page.descriptionHtml} />
          {page.facts.length > 0 ? (
            <dl className="destination-facts-list" aria-label={`Facts about ${page.name}`}>
              {page.facts.map(({ term, detail }) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {page.factSources ? (
            <p className="destination-facts-list__sources">{page.factSources}</p>
          ) : null}
          <MorePhotos photos={more} name={page.name} />
          <BestMonths months={page.bestMonths} />
        </section>
        <TypicalPrices prices={page.prices} note={page.costNote} />
      </div>
    </article>
  );
}
