import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { PostForm } from "~/features/back-office/PostForm";
import {
  createPost,
  newPostValues,
  type PostReply,
} from "~/features/back-office/post-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "New post");

export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  return { values: await newPostValues(editor) };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return createPost(request, editor);
}

export default function NewPost() {
  const { values } = useLoaderData<typeof loader>();
  const reply = useActionData<PostReply>();
  return (
    <BackOfficeFrame
      title="New post"
      lead="Saved as a draft: it shows on the blog once you publish it."
    >
      <FormProblem message={reply?.formError} />
      <PostForm
        values={reply?.values ?? values}
        errors={reply?.errors ?? {}}
        version={null}
        savedHtml=""
        actions={[
          { intent: "save", label: "Create draft" },
          { intent: "preview", label: "Create and preview" },
          { intent: "publish", label: "Create and publish", primary: true },
        ]}
      />
    </BackOfficeFrame>
  );
}
