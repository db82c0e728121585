import { type MetaFunction, useLoaderData } from "react-router";
import { BlogTeaserCard } from "~/features/home/BlogTeasers";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { blogTeasers } from "~/features/content/blog-posts.server";
import { needsBackend } from "~/lib/http/backend.server";
import { pageMeta } from "~/lib/meta";
import { pageScenes } from "~/features/content/page-scenes";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description: "Travel guides, budgets and practical know-how from the Wayfarer editors.",
  });

export async function loader() {
  // Every published post, newest first: the seeded guides and the ones editors wrote alike.
  return { posts: await needsBackend(blogTeasers) };
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guides, budgets and know-how"
        lead="Practical articles from our editors: what to see, what it costs and when to go."
        scene={pageScenes.blog}
        sceneAlt="Mountain ridges in golden evening light"
      />
      <Section>
        <ul className="card-grid">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogTeaserCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
