import { postScenes } from "~/features/content/blog-posts.server";
import { homeVariants } from "~/features/home/home-variants";
import { pageScenes } from "~/features/content/page-scenes";
import type { SceneSpec } from "~/features/art/art-addresses";
import { destinationScene, type SceneFacts } from "~/features/art/destination-scene.server";
import { listDestinations } from "~/features/destinations/catalogue.server";

/**
 * The scenes the site shows, and nothing else: every art URL the site makes names one of them,
 * so the art route refuses any other seed or combination (docs/decisions/059). The pages'
 * scenes are fixed at build time; the blog posts' and the destinations' come from Firestore,
 * which the server already holds in memory (blog-posts.server.ts, catalogue.server.ts).
 */
const contentScenes: ReadonlyMap<string, SceneSpec> = new Map(
  [...Object.values(pageScenes), ...homeVariants.map((variant) => variant.hero.scene)].map(
    (scene) => [scene.seed, scene],
  ),
);

type DestinationSource = () => Promise<readonly SceneFacts[]>;
type PostSceneSource = () => Promise<readonly SceneSpec[]>;
let destinations: DestinationSource = listDestinations;
let posts: PostSceneSource = postScenes;

/** Tests swap the catalogue for a fixed list; the site reads the real one. */
export function setSceneDestinations(source: DestinationSource): void {
  destinations = source;
}

/** Tests swap the blog's scenes for a fixed list; the site reads the published posts. */
export function setScenePosts(source: PostSceneSource): void {
  posts = source;
}

const sameScene = (a: SceneSpec, b: Omit<SceneSpec, "seed">) =>
  a.climate === b.climate && a.landscape === b.landscape && a.time === b.time;

/**
 * The scene `seed` names when the URL's climate, landscape and time are exactly the ones the
 * site uses for it; otherwise null. The catalogue is read only for seeds that are not content.
 */
export async function findKnownScene(
  seed: string,
  query: URLSearchParams,
): Promise<SceneSpec | null> {
  const asked = {
    climate: query.get("climate"),
    landscape: query.get("landscape"),
    time: query.get("time"),
  };
  const matches = (scene: SceneSpec) => sameScene(scene, asked as Omit<SceneSpec, "seed">);
  const content = contentScenes.get(seed);
  if (content) return matches(content) ? content : null;
  // Posts' seeds start with "blog-" (data/posts); others never ask the blog.
  if (seed.startsWith("blog-")) {
    const post = (await posts()).find((scene) => scene.seed === seed);
    if (post) return matches(post) ? post : null;
  }
  const destination = (await destinations()).find((entry) => entry.slug === seed);
  if (!destination) return null;
  const scene = destinationScene(destination);
  return matches(scene) ? scene : null;
}
