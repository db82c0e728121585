import { formatDate } from "@travel/domain";
import type { BlogTeaser } from "~/features/home/BlogTeasers";
import { postsNewestFirst, readingMinutes, type BlogPost } from "~/features/content/blog-posts";

/** What a list of posts needs, without the bodies (they stay on the server). */
function toTeaser(post: BlogPost): BlogTeaser {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    scene: post.scene,
    publishedOn: post.publishedOn,
    publishedLabel: formatDate(post.publishedOn),
    readingMinutes: readingMinutes(post),
  };
}

export function latestTeasers(count: number): BlogTeaser[] {
  return postsNewestFirst().slice(0, count).map(toTeaser);
}
