import type { PostFields } from "@travel/firebase-client";
import { formatDate } from "@travel/domain";
import type { BlogTeaser } from "~/features/home/BlogTeasers";
import { photoView } from "~/features/photos/photo-addresses";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { getServices } from "~/lib/services.server";
import { markdownToText, renderMarkdown } from "./markdown.server";
import { pageScenes } from "./page-scenes";

/**
 * Posts editors published in the back-office, beside the guides that ship with the site. Shown
 * from their date on (scheduling); an unanswered read shows the blog without them.
 */
const today = () => new Date().toISOString().slice(0, 10);

async function publishedPosts(): Promise<(PostFields & { id: string })[]> {
  try {
    return await getServices().posts.listPublished(today());
  } catch (error) {
    // The guides that ship with the site are still worth showing.
    serverLog().warn(errorDetails(error), "Could not read the published posts");
    return [];
  }
}

const readingMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(markdownToText(markdown).split(/\s+/).length / 200));

export async function editorialTeasers(): Promise<BlogTeaser[]> {
  return (await publishedPosts()).map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.summary,
    category: post.category,
    // The list's cards show one of the site's scenes; the post itself shows its photo.
    scene: pageScenes.blog,
    publishedOn: post.publishOn,
    publishedLabel: formatDate(post.publishOn),
    readingMinutes: readingMinutes(post.body),
  }));
}

/** A published post's page, with its Markdown rendered and sanitised; null when there is none. */
export async function editorialPost(slug: string) {
  const post = (await publishedPosts()).find((candidate) => candidate.slug === slug);
  if (!post) return null;
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    author: post.author,
    category: post.category,
    publishedOn: post.publishOn,
    publishedLabel: formatDate(post.publishOn),
    readingMinutes: readingMinutes(post.body),
    bodyHtml: renderMarkdown(post.body),
    hero: post.hero ? photoView(post.hero) : null,
  };
}
