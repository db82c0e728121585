import { Form } from "react-router";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import type { PhotoView } from "~/features/photos/photo-addresses";
import { TextField } from "~/ui/Field";

type Reply = {
  errors: Partial<Record<"photo" | "alt" | "credit" | "licence", string[]>>;
  values: Record<string, string>;
};

/**
 * A post's hero photo: upload (a plain multipart form: no JavaScript needed) and removal, each a
 * small form carrying the version it was made from. Destinations keep their photos in their own
 * form (PhotoList, decision 173).
 */
export function PhotoManager({
  photos,
  version,
  reply,
}: {
  photos: PhotoView[];
  version: number;
  reply: Reply | undefined;
}) {
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  return (
    <div className="photo-manager">
      <section className="back-office__panel" aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="back-office__subtitle">
          {photos.length > 0 ? "Replace the photo" : "Add a photo"}
        </h2>
        {/* Keyed by the version: a stored upload empties the form, as the page's reload does without JavaScript. */}
        <Form
          key={version}
          method="post"
          encType="multipart/form-data"
          className="back-office-form"
          noValidate
        >
          <input type="hidden" name="version" value={version} />
          <div className="field">
            <label htmlFor="photo-file" className="field__label">
              Photo (JPEG, PNG or WebP, at most 20 MB)
            </label>
            <input
              id="photo-file"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="field__control"
              aria-invalid={errors.photo ? true : undefined}
              aria-describedby={errors.photo ? "photo-file-error" : undefined}
            />
            {errors.photo ? (
              <p id="photo-file-error" className="field__error">
                {errors.photo.join(" ")}
              </p>
            ) : null}
          </div>
          <TextField
            label="Alt text"
            name="alt"
            defaultValue={values.alt}
            errors={errors.alt}
            hint="What the photo shows, for people who cannot see it."
          />
          <div className="back-office-form__grid">
            <TextField
              label="Credit"
              name="credit"
              defaultValue={values.credit}
              errors={errors.credit}
            />
            <TextField
              label="Licence"
              name="licence"
              defaultValue={values.licence}
              errors={errors.licence}
              hint="Like CC BY 4.0."
            />
          </div>
          <div className="back-office-form__submit">
            <button type="submit" className="button button--primary">
              Upload photo
            </button>
          </div>
        </Form>
      </section>

      {photos.length > 0 ? (
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="back-office__subtitle">
            The photo
          </h2>
          <p className="photo-manager__meta">
            Removing a photo takes it off the site at once, published pages included, and deletes
            its files.
          </p>
          <ol className="photo-manager__list">
            {photos.map((photo, index) => (
              <li key={photo.id} className="photo-manager__item">
                <ContentPhoto photo={photo} sizes="(min-width: 40rem) 16rem, 100vw" />
                <p className="photo-manager__meta">
                  {index === 0 ? <strong>Hero · </strong> : null}
                  {photo.width} × {photo.height} px · {photo.alt}
                </p>
                <div className="photo-manager__actions">
                  <PhotoButton intent="remove" photo={photo} version={version} label="Remove" />
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p>No photo yet: the site shows generated art instead.</p>
      )}
    </div>
  );
}

function PhotoButton({
  intent,
  photo,
  version,
  label,
}: {
  intent: string;
  photo: PhotoView;
  version: number;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="photoId" value={photo.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="button button--secondary button--small"
        aria-label={`${label}: ${photo.alt}`}
      >
        {label}
      </button>
    </Form>
  );
}
