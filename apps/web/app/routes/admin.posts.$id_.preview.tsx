import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { loadPostPreview } from "~/features/back-office/post-admin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import { EditorialArticle } from "~/features/content/EditorialArticle";
import "~/features/back-office/back-office.css";
import "~/features/content/content.css";
import "~/features/content/markdown.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, `Preview: ${args.data?.article.title ?? "post"}`);

/** The saved draft as its page on the blog will show it: the same article, the same renderer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadPostPreview(params.id ?? "");
}

export default function PreviewPost() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <div className="back-office__preview-banner" role="status">
        <p>
          Preview of the saved draft (version {page.version}, {page.status}
          {page.published ? ", the version the blog shows" : ""}).{" "}
          <Link to={`/admin/posts/${page.id}`}>Back to editing</Link>
        </p>
        {page.published ? null : (
          <Form method="post" action={`/admin/posts/${page.id}`}>
            <input type="hidden" name="version" value={page.version} />
            <button
              type="submit"
              name="intent"
              value="publish-saved"
              className="button button--primary"
            >
              Publish this version
            </button>
          </Form>
        )}
      </div>
      <EditorialArticle post={page.article} />
    </>
  );
}
