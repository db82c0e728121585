import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BackOfficeFrame } from "~/features/back-office/BackOfficeFrame";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "Blog posts");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  const posts = await needsBackend(() => getServices().posts.list());
  return {
    posts: posts.map((post) => ({
      id: post.id,
      title: post.draft.title,
      publishOn: post.draft.publishOn,
      status: post.status,
    })),
  };
}

const STATUS = { draft: "Draft", published: "Published", unpublished: "Unpublished" } as const;

export default function AdminPosts() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <BackOfficeFrame
      title="Blog posts"
      lead="Every post of the blog, the guides that ship with the site included: edit, schedule or unpublish them here."
      actions={
        <Link to="/admin/posts/new" className="button button--primary">
          New post
        </Link>
      }
    >
      {posts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <div className="back-office-table__scroll">
          <table className="back-office-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Publish on</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Link to={`/admin/posts/${post.id}`}>{post.title}</Link>
                  </td>
                  <td>{post.publishOn}</td>
                  <td>{STATUS[post.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BackOfficeFrame>
  );
}
