import { createHash } from "node:crypto";
import { formatDate } from "@travel/domain";
import type { PostFields, PublishedPost } from "@travel/firebase-client";
import type { SceneSpec } from "~/features/art/art-addresses";
import type { BlogTeaser } from "~/features/home/BlogTeasers";
import { photoView } from "~/features/photos/photo-addresses";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { getServices } from "~/lib/services.server";
import { pageScenes } from "./page-scenes";

/**
 * The blog, read from Firestore only: the posts that ship with the site are seeded there from
 * packages/firebase-client/data/posts (decision 132) beside the ones editors write. Each
 * instance holds the published list for POSTS_HOLD_MS and reads it again after that, so a
 * publication reaches every instance within 45 s plus one read's deadline; the instance that
 * published forgets its copy at once. Each post carries its body, summary and reading time as
 * rendered when it was published: no request parses Markdown (decision 144).
 */
export const POSTS_HOLD_MS = 45_000;

type HeldPosts = { posts: PublishedPost[]; readAt: number; day: string };

const today = () => new Date().toISOString().slice(0, 10);
let held: HeldPosts | undefined;
let reading: Promise<PublishedPost[]> | undefined;

/**
 * Which published list this process shows: a new value whenever a read finds the posts changed
 * or a publish here forgets them. The pages kept in memory are made from it (decision 197).
 */
let generation = 0;
let signature = "";
const signatureOf = (posts: PublishedPost[]) =>
  createHash("sha256").update(JSON.stringify(posts)).digest("base64");

/** The published list's generation (see above). */
export function postsGeneration(): number {
  return generation;
}

/**
 * Published posts whose date has come, newest first. A failed read serves the copy held, if
 * any; without one it throws (BackendUnavailableError when Firestore is silent).
 */
export async function publishedPosts(): Promise<PublishedPost[]> {
  const day = today();
  // Scheduled posts appear on their day: a new day reads again.
  if (held && held.day === day && Date.now() - held.readAt < POSTS_HOLD_MS) return held.posts;
  reading ??= getServices()
    .posts.listPublished(day)
    .then((posts) => {
      held = { posts, readAt: Date.now(), day };
      const read = signatureOf(posts);
      if (read !== signature) {
        signature = read;
        generation += 1;
      }
      return posts;
    })
    .finally(() => {
      reading = undefined;
    });
  try {
    return await reading;
  } catch (error) {
    if (!held) throw error;
    serverLog().warn(
      errorDetails(error),
      "Could not read the published posts; serving the copy held",
    );
    return held.posts;
  }
}

/** After a publish or unpublish here: this instance shows it at its next request. */
export function forgetPublishedPosts(): void {
  held = undefined;
  signature = "";
  generation += 1;
}

/** A post's drawn scene: its own, or the blog's for a post written without one. */
export const postScene = (post: PostFields): SceneSpec =>
  post.scene
    ? {
        seed: post.scene.seed,
        climate: post.scene.climate,
        landscape: post.scene.landscape,
        time: post.scene.time,
      }
    : pageScenes.blog;

function toTeaser(post: PublishedPost): BlogTeaser {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.summary,
    category: post.category,
    scene: postScene(post),
    publishedOn: post.publishOn,
    publishedLabel: formatDate(post.publishOn),
    readingMinutes: post.words.readingMinutes,
  };
}

/** Every published post as the blog lists it, newest first (bodies stay on the server). */
export async function blogTeasers(): Promise<BlogTeaser[]> {
  return (await publishedPosts()).map(toTeaser);
}

/** The newest posts for the home page; an unanswered read shows the page without them. */
export async function latestTeasers(count: number): Promise<BlogTeaser[]> {
  try {
    return (await blogTeasers()).slice(0, count);
  } catch (error) {
    serverLog().warn(errorDetails(error), "Could not read the published posts");
    return [];
  }
}

/** The scenes published posts draw (the art route draws no other, decision 059). */
export async function postScenes(): Promise<SceneSpec[]> {
  return (await publishedPosts()).flatMap((post) => (post.scene ? [postScene(post)] : []));
}

/** A published post's page, with its body as rendered and sanitised when published; null when there is none. */
export async function blogPost(slug: string) {
  const posts = await publishedPosts();
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return null;
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    author: post.author,
    authorRole: post.authorRole || null,
    category: post.category,
    publishedOn: post.publishOn,
    publishedLabel: formatDate(post.publishOn),
    readingMinutes: post.words.readingMinutes,
    bodyHtml: post.words.bodyHtml,
    hero: post.hero ? photoView(post.hero) : null,
    // A post without a photo keeps its drawn scene.
    art: post.hero ? null : { scene: postScene(post), alt: post.scene?.alt ?? "" },
    summaryText: post.words.summaryText,
    more: posts
      .filter((other) => other.slug !== post.slug)
      .slice(0, 3)
      .map(toTeaser),
  };
}
