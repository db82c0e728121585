import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { AuditTrail } from "~/features/back-office/AuditTrail";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { PostForm } from "~/features/back-office/PostForm";
import {
  changePost,
  loadPostEditor,
  type PostReply,
} from "~/features/back-office/post-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, args.loaderData?.title ?? "Post");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadPostEditor(params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return changePost(request, params.id ?? "", editor);
}

const STATUS = {
  draft: "Draft: not on the blog.",
  published: "Published.",
  unpublished: "Unpublished: not on the blog.",
} as const;

export default function EditPost() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<PostReply>();
  const version = reply?.version ?? page.version;
  return (
    <BackOfficeFrame
      title={page.title}
      lead={
        <>
          {STATUS[page.status]}
          {page.unpublishedChanges ? " The draft has changes not yet published." : ""}
          {page.status === "published" && page.publishedSlug ? (
            <>
              {" "}
              <Link to={`/blogs/${page.publishedSlug}`}>See it on the blog</Link>.
            </>
          ) : null}
        </>
      }
      actions={
        <>
          <Link to={`/admin/posts/${page.id}/preview`} className="button button--secondary">
            Preview the saved draft
          </Link>
          <Link to={`/admin/posts/${page.id}/photos`} className="button button--secondary">
            Hero photo{page.hero ? "" : " (none)"}
          </Link>
        </>
      }
    >
      <FormProblem message={reply?.formError} />
      <PostForm
        key={version}
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        version={version}
        savedHtml={page.bodyHtml}
        actions={[
          { intent: "save", label: "Save draft" },
          { intent: "preview", label: "Save and preview" },
          {
            intent: "publish",
            label: page.status === "published" ? "Publish changes" : "Publish",
            primary: true,
          },
          ...(page.status === "published" ? [{ intent: "unpublish", label: "Unpublish" }] : []),
        ]}
      />
      <AuditTrail entries={page.history} />
    </BackOfficeFrame>
  );
}
