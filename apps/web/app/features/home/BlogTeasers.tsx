import { Link } from "react-router";
import { ArtImage, CARD_IMAGE_SIZES } from "~/features/art/ArtImage";
import { Section } from "~/ui/Section";
import type { SceneSpec } from "~/features/art/art-addresses";
import "./blog-teasers.css";

export type BlogTeaser = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  scene: SceneSpec;
  publishedLabel: string;
  publishedOn: string;
  readingMinutes: number;
};

export function BlogTeaserCard({
  post,
  headingLevel = 3,
}: {
  post: BlogTeaser;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="post-card">
      <ArtImage scene={post.scene} alt="" className="post-card__art" sizes={CARD_IMAGE_SIZES} />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="tag">{post.category}</span>
          {/* One piece, so a narrow card wraps it whole rather than start a line with "·". */}
          <span className="post-card__when">
            <time dateTime={post.publishedOn}>{post.publishedLabel}</time> · {post.readingMinutes}{" "}
            min read
          </span>
        </p>
        <Heading className="post-card__title">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={`/blogs/${post.slug}`} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}

export function BlogTeasers({
  posts,
  copy,
}: {
  posts: BlogTeaser[];
  copy: { eyebrow: string; title: string };
}) {
  return (
    <Section
      id="blog"
      eyebrow={copy.eyebrow}
      title={copy.title}
      action={
        <Link to="/blogs" className="text-link">
          All articles
        </Link>
      }
    >
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogTeaserCard post={post} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
