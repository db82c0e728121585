import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { PhotoManager } from "~/features/back-office/PhotoManager";
import {
  changeDestinationPhotos,
  loadDestinationPhotos,
} from "~/features/back-office/destination-photos.server";
import { readDestinationId } from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import type { PhotoReply } from "~/features/back-office/photo-upload.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Photos of ${args.data?.name ?? "a destination"}`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadDestinationPhotos(readDestinationId(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // The editor is checked before a byte of the upload is read.
  const editor = await requireEditor(request);
  return changeDestinationPhotos(request, readDestinationId(params.id), editor);
}

export default function DestinationPhotos() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<PhotoReply>();
  return (
    <BackOfficeFrame
      title={`Photos of ${page.name}`}
      lead="The first photo is the hero. New photos and their order are part of the draft: publish the destination to show them."
      actions={
        <Link to={`/admin/destinations/${page.id}`} className="button button--secondary">
          Back to the destination
        </Link>
      }
    >
      <FormProblem message={reply?.formError} />
      <PhotoManager photos={page.photos} version={page.version} reply={reply} allowMany />
    </BackOfficeFrame>
  );
}
