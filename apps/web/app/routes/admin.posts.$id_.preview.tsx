import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { loadPostPreview } from "~/features/back-office/post-admin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import { PreviewBanner } from "~/features/back-office/PreviewBanner";
import { EditorialArticle } from "~/features/content/EditorialArticle";
import "~/features/back-office/back-office.css";
import "~/features/content/content.css";
import "~/features/content/markdown.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Preview: ${args.loaderData?.article.title ?? "post"}`);

/** The saved draft as its page on the blog will show it: the same article, the same renderer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadPostPreview(params.id ?? "");
}

export default function PreviewPost() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner
        editPath={`/admin/posts/${page.id}`}
        version={page.version}
        status={page.status}
        published={page.published}
        shownBy="the blog"
      />
      <EditorialArticle post={page.article} />
    </>
  );
}
