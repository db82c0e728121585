import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BlogTeaserCard } from "~/features/home/BlogTeasers";
import { Section } from "~/ui/Section";
import { pageMeta } from "~/lib/meta";
import { needsBackend } from "~/lib/http/backend.server";
import { blogPosting, breadcrumbList, siteOrigin } from "~/lib/structured-data.server";
import { sceneImagePath } from "~/features/art/art-addresses";
import { photoPath } from "~/features/photos/photo-addresses";
import { blogPost } from "~/features/content/blog-posts.server";
import { EditorialArticle } from "~/features/content/EditorialArticle";
import "~/features/content/content.css";
import "~/features/content/markdown.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  args.loaderData
    ? [
        ...pageMeta(args, {
          title: args.loaderData.post.title,
          description: args.loaderData.post.summaryText,
          image: args.loaderData.image,
        }),
        { property: "og:type", content: "article" },
        ...args.loaderData.structuredData,
      ]
    : [{ title: "Article not found · Wayfarer" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const post = await needsBackend(() => blogPost(params.slug ?? ""));
  if (!post) throw new Response("Not found", { status: 404 });
  // The share picture: the photo's widest rendition up to 1200 px, or the drawn scene.
  const heroWidth = post.hero?.widths.filter((width) => width <= 1200).at(-1);
  const image = post.hero
    ? photoPath(post.hero.id, heroWidth ?? post.hero.widths[0] ?? 640, "webp")
    : post.art
      ? sceneImagePath(post.art.scene, 1200)
      : undefined;
  return {
    post,
    image,
    structuredData: [
      blogPosting(siteOrigin(), {
        title: post.title,
        description: post.summaryText,
        path: `/blogs/${post.slug}`,
        publishedOn: post.publishedOn,
        author: post.author,
        category: post.category,
        image,
      }),
      breadcrumbList(siteOrigin(), [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blogs" },
        { name: post.title, path: `/blogs/${post.slug}` },
      ]),
    ],
  };
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <>
      <EditorialArticle post={post} />
      {post.more.length > 0 ? (
        <Section id="more" tone="tint" title="Keep reading">
          <ul className="card-grid">
            {post.more.map((teaser) => (
              <li key={teaser.slug}>
                <BlogTeaserCard post={teaser} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
