// The blog posts that ship with the site, as Markdown files with YAML front matter in
// data/posts/, written into Firestore as published posts of the collection the back-office
// edits (Posts.seed). Nothing of their text is typed here.
import { readdirSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { type SeedPost, seedPostSchema } from "./posts.js";

/** Read from src/editorial (tests) and dist/editorial (the built seed) alike. */
const POSTS_DIR = new URL("../../data/posts/", import.meta.url);

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** One post file: its front matter (the fields) and, below it, the Markdown body. */
export function parsePostFile(name: string, text: string): SeedPost {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${name}: no front matter between --- lines`);
  const parsed = seedPostSchema.safeParse({
    ...(parseYaml(match[1] ?? "") as object),
    body: match[2],
  });
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every post of data/posts, in file-name order; a malformed file stops the seed. */
export function readDefaultPosts(dir: URL = POSTS_DIR): SeedPost[] {
  const posts = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parsePostFile(name, readFileSync(new URL(name, dir), "utf8")));
  for (const key of ["id", "slug"] as const) {
    const seen = new Set<string>();
    for (const post of posts) {
      if (seen.has(post[key])) throw new Error(`Two posts share the ${key} "${post[key]}"`);
      seen.add(post[key]);
    }
  }
  return posts;
}
