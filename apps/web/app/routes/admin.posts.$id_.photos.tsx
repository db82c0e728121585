import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { PhotoManager } from "~/features/back-office/PhotoManager";
import { changePost, loadPostEditor } from "~/features/back-office/post-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import type { PhotoReply } from "~/features/back-office/photo-upload.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Hero photo of ${args.loaderData?.title ?? "a post"}`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const page = await loadPostEditor(params.id ?? "");
  return { id: page.id, title: page.title, version: page.version, hero: page.hero };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // The editor is checked before a byte of the upload is read.
  const editor = await requireEditor(request);
  return changePost(request, params.id ?? "", editor);
}

export default function PostPhoto() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<PhotoReply>();
  return (
    <BackOfficeFrame
      title={`Hero photo of ${page.title}`}
      lead="A new photo is part of the draft: publish the post to show it."
      actions={
        <Link to={`/admin/posts/${page.id}`} className="button button--secondary">
          Back to the post
        </Link>
      }
    >
      <FormProblem message={reply?.formError} />
      <PhotoManager photos={page.hero ? [page.hero] : []} version={page.version} reply={reply} />
    </BackOfficeFrame>
  );
}
