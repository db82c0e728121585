import { Link } from "react-router";
import type { SceneSpec } from "~/features/art/art-addresses";
import { ArtImage } from "~/features/art/ArtImage";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import type { PhotoView } from "~/features/photos/photo-addresses";
import { ArrowLeft } from "~/ui/page-icons";

/** What a blog post carries to its page (HTML already sanitised). */
export type EditorialArticleView = {
  title: string;
  summary: string;
  author: string;
  authorRole: string | null;
  category: string;
  publishedOn: string;
  publishedLabel: string;
  readingMinutes: number;
  bodyHtml: string;
  hero: PhotoView | null;
  /** The drawn scene of a post without a photo. */
  art: { scene: SceneSpec; alt: string } | null;
};

/** A blog post: its header, its photo or drawn scene, its Markdown as HTML. */
export function EditorialArticle({ post }: { post: EditorialArticleView }) {
  return (
    <article className="article">
      <header className="container container--narrow article__header">
        <Link to="/blogs" className="text-link article__back">
          <ArrowLeft aria-hidden="true" size={16} /> All articles
        </Link>
        <p className="eyebrow">{post.category}</p>
        <h1 className="article__title">{post.title}</h1>
        <p className="article__lead">{post.summary}</p>
        <p className="article__meta">
          By <strong>{post.author}</strong>
          {post.authorRole ? `, ${post.authorRole}` : null} ·{" "}
          <time dateTime={post.publishedOn}>{post.publishedLabel}</time> · {post.readingMinutes} min
          read
        </p>
      </header>
      {post.hero ? (
        <div className="container article__art">
          <ContentPhoto photo={post.hero} priority sizes="(min-width: 64rem) 64rem, 100vw" />
        </div>
      ) : post.art ? (
        <div className="container article__art">
          <ArtImage
            scene={post.art.scene}
            alt={post.art.alt}
            priority
            className="rounded-art"
            sizes="(min-width: 64rem) 64rem, 100vw"
          />
        </div>
      ) : null}
      <div
        className="container container--narrow prose article__body markdown"
        // Rendered by marked and sanitised by sanitize-html when published (decisions 130, 137).
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
    </article>
  );
}
