import { useFetcher } from "react-router";
import { useEffect, useState } from "react";

type Rendered = { html: string } | { problem: string };

/**
 * The post's body as the blog will show it, beside the text (decision 173): the saved body when
 * the page is drawn, then, with JavaScript, what is typed, rendered by the server with the
 * blog's own renderer a moment after typing stops. The HTML is the sanitised rendering.
 */
export function MarkdownPreview({
  textareaName,
  savedHtml,
}: {
  textareaName: string;
  savedHtml: string;
}) {
  const fetcher = useFetcher<Rendered>();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const field = document.querySelector<HTMLTextAreaElement>(`textarea[name="${textareaName}"]`);
    if (!field) return;
    const typed = () => setText(field.value);
    field.addEventListener("input", typed);
    return () => field.removeEventListener("input", typed);
  }, [textareaName]);
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(
      () => fetcher.submit({ body: text }, { method: "post", action: "/admin/markdown-preview" }),
      400,
    );
    return () => clearTimeout(timer);
    // The fetcher is stable for this component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  const rendered = fetcher.data;
  return (
    <section className="markdown-preview" aria-labelledby="markdown-preview-heading">
      <h2 id="markdown-preview-heading" className="markdown-preview__title">
        {text === null ? "As saved, on the blog" : "As you type, on the blog"}
      </h2>
      {rendered && "problem" in rendered ? (
        <p className="field__error">{rendered.problem}</p>
      ) : (
        <div
          className="article__body markdown"
          dangerouslySetInnerHTML={{
            __html: rendered && "html" in rendered ? rendered.html : savedHtml,
          }}
        />
      )}
    </section>
  );
}
