import { TextAreaField, TextField } from "~/ui/Field";
import { EditorForm, type FormAction } from "./EditorForm";
import { MarkdownPreview } from "./MarkdownPreview";
import { POST_CATEGORIES, type PostFormValues } from "./post-form";

/**
 * A blog post's fields as one form (works without JavaScript), its body beside the blog's
 * rendering of it; every button saves what is on screen first (decision 173).
 */
export function PostForm({
  values,
  errors,
  version,
  actions,
  savedHtml,
}: {
  values: PostFormValues;
  errors: Partial<Record<string, string[]>>;
  version: number | null;
  actions: FormAction[];
  savedHtml: string;
}) {
  return (
    <EditorForm version={version} actions={actions}>
      <div className="back-office-form__grid">
        <TextField label="Title" name="title" defaultValue={values.title} errors={errors.title} />
        <TextField
          label="Slug"
          name="slug"
          defaultValue={values.slug}
          errors={errors.slug}
          hint="The address: /blogs/your-slug."
        />
        <TextField
          label="Author"
          name="author"
          defaultValue={values.author}
          errors={errors.author}
          hint="From your profile (My Profile); change it for a guest author."
        />
        <TextField
          label="Author's role (optional)"
          name="authorRole"
          defaultValue={values.authorRole}
          errors={errors.authorRole}
          hint="Shown after the name, like “Destination editor”."
        />
        <div className="field">
          <label htmlFor="post-category" className="field__label">
            Category
          </label>
          <select
            id="post-category"
            name="category"
            defaultValue={values.category}
            className="field__control"
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? "post-category-error" : undefined}
          >
            <option value="">Choose…</option>
            {POST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id="post-category-error" className="field__error">
              {errors.category.join(" ")}
            </p>
          ) : null}
        </div>
        <TextField
          label="Publish on"
          name="publishOn"
          type="date"
          defaultValue={values.publishOn}
          errors={errors.publishOn}
          hint="A later date schedules the post: it appears that day."
        />
      </div>
      <TextAreaField
        label="Summary"
        name="summary"
        defaultValue={values.summary}
        errors={errors.summary}
        rows={3}
      />
      <div className="post-body">
        <TextAreaField
          label="Body (Markdown)"
          name="body"
          defaultValue={values.body}
          errors={errors.body}
          hint="## headings, **bold**, lists and [links](https://…). Scripts, frames and event handlers are removed."
          rows={18}
        />
        <MarkdownPreview textareaName="body" savedHtml={savedHtml} />
      </div>
    </EditorForm>
  );
}
