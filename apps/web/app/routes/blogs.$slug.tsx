import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { formatDate } from "@travel/domain";
import { ArrowLeft, Lightbulb } from "~/ui/page-icons";
import { ArtImage } from "~/features/art/ArtImage";
import { BlogTeaserCard } from "~/features/home/BlogTeasers";
import { Section } from "~/ui/Section";
import { findPost, readingMinutes, type BlogBlock } from "~/features/content/blog-posts";
import { latestTeasers } from "~/features/content/blog.server";
import { pageMeta } from "~/lib/meta";
import { blogPosting, breadcrumbList, siteOrigin } from "~/lib/structured-data.server";
import { sceneImagePath } from "~/features/art/art-addresses";
import { editorialPost } from "~/features/content/editorial-posts.server";
import { EditorialArticle } from "~/features/content/EditorialArticle";
import "~/features/content/content.css";
import "~/features/content/markdown.css";
import "~/features/photos/photos.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.editorial
    ? [
        ...pageMeta(args, {
          title: args.data.editorial.title,
          description: args.data.editorial.summary,
        }),
        { property: "og:type", content: "article" },
      ]
    : args.data
      ? [
          ...pageMeta(args, {
            title: args.data.post.title,
            description: args.data.post.excerpt,
            image: sceneImagePath(args.data.post.scene, 1200),
          }),
          { property: "og:type", content: "article" },
          ...args.data.structuredData,
        ]
      : [{ title: "Article not found · Wayfarer" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const post = findPost(params.slug ?? "");
  if (!post) {
    // A post written in the back-office (features/content/editorial-posts.server.ts).
    const editorial = await editorialPost(params.slug ?? "");
    if (!editorial) throw new Response("Not found", { status: 404 });
    return { editorial };
  }
  return {
    editorial: null,
    post,
    publishedLabel: formatDate(post.publishedOn),
    readingMinutes: readingMinutes(post),
    more: latestTeasers(4)
      .filter((teaser) => teaser.slug !== post.slug)
      .slice(0, 3),
    structuredData: [
      blogPosting(siteOrigin(), {
        title: post.title,
        description: post.excerpt,
        path: `/blogs/${post.slug}`,
        publishedOn: post.publishedOn,
        author: post.author.name,
        category: post.category,
        image: sceneImagePath(post.scene, 1200),
      }),
      breadcrumbList(siteOrigin(), [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blogs" },
        { name: post.title, path: `/blogs/${post.slug}` },
      ]),
    ],
  };
}

function Block({ block }: { block: BlogBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "heading":
      return <h2>{block.text}</h2>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "tip":
      return (
        <aside className="tip">
          <Lightbulb aria-hidden="true" size={20} />
          <p>
            <strong>Tip: </strong>
            {block.text}
          </p>
        </aside>
      );
  }
}

export default function BlogPostPage() {
  const page = useLoaderData<typeof loader>();
  if (page.editorial) return <EditorialArticle post={page.editorial} />;
  const { post, publishedLabel, readingMinutes: minutes, more } = page;
  return (
    <>
      <article className="article">
        <header className="container container--narrow article__header">
          <Link to="/blogs" className="text-link article__back">
            <ArrowLeft aria-hidden="true" size={16} /> All articles
          </Link>
          <p className="eyebrow">{post.category}</p>
          <h1 className="article__title">{post.title}</h1>
          <p className="article__lead">{post.excerpt}</p>
          <p className="article__meta">
            By <strong>{post.author.name}</strong>, {post.author.role} ·{" "}
            <time dateTime={post.publishedOn}>{publishedLabel}</time> · {minutes} min read
          </p>
        </header>
        <div className="container article__art">
          <ArtImage
            scene={post.scene}
            alt={post.sceneAlt}
            priority
            className="rounded-art"
            sizes="(min-width: 64rem) 64rem, 100vw"
          />
        </div>
        <div className="container container--narrow prose article__body">
          {post.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
      </article>
      <Section id="more" tone="tint" title="Keep reading">
        <ul className="card-grid">
          {more.map((teaser) => (
            <li key={teaser.slug}>
              <BlogTeaserCard post={teaser} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
