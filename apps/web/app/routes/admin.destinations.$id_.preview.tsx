import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { readDestinationId } from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import {
  BestMonths,
  DestinationDescription,
  DestinationHeroPicture,
  TypicalPrices,
} from "~/features/destinations/DestinationSections";
import { draftPreview } from "~/features/destinations/draft-preview.server";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";
import "~/features/destinations/destinations.css";
import "~/features/planner/planner.css";
import "~/features/photos/photos.css";
import "~/features/content/markdown.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Preview: ${args.data?.name ?? "destination"}`);

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
          <DestinationHeroPicture photo={hero} scene={page.scene} />
        </div>
      </header>
      <div className="container destination-facts">
        <section className="destination-about" aria-labelledby="about-heading">
          <h2 id="about-heading" className="destination-section-title">
            About {page.name}
          </h2>
          <DestinationDescription html={page.descriptionHtml} />
          <BestMonths months={page.bestMonths} />
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
        <TypicalPrices prices={page.prices} />
      </div>
    </article>
  );
}
