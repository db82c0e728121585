import { type PointerEvent, useEffect, useRef, useState } from "react";
import { photoPath, type PhotoView } from "~/features/photos/photo-addresses";
import { useContentUrl } from "~/lib/root-data";
import { TextField } from "~/ui/Field";
import { useHydrated } from "~/ui/use-hydrated";
import {
  type DestinationFormErrors,
  type DestinationFormValues,
  NEW_PHOTO_SLOTS,
  type PhotoTextValues,
} from "./destination-form";

/** The photo endpoint's answer (photo-staging.server.ts), as the page's script reads it. */
type Staged = { id: string; width: number; height: number; widths: number[] } | { error: string };

type Upload = { name: string; sent: number; total: number; error?: string };
type Item = {
  key: string;
  view: PhotoView | null;
  words: PhotoTextValues;
  /** Uploaded on this page and not saved yet: removing it needs no takedown. */
  fresh: boolean;
  upload?: Upload;
};

const NO_WORDS: PhotoTextValues = { alt: "", credit: "", licence: "" };
const UNREACHABLE =
  "The upload did not reach us. Check the connection, then remove it and try again.";

/** Sends one photo to the back-office's photo endpoint, reporting the bytes sent as they go. */
function sendPhoto(file: File, progress: (sent: number, total: number) => void): Promise<Staged> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/photos");
    request.upload.addEventListener("progress", (event) => progress(event.loaded, event.total));
    request.addEventListener("load", () => {
      try {
        resolve(JSON.parse(request.responseText) as Staged);
      } catch {
        resolve({ error: UNREACHABLE });
      }
    });
    request.addEventListener("error", () => resolve({ error: UNREACHABLE }));
    const body = new FormData();
    body.append("photo", file);
    request.send(body);
  });
}

/**
 * The destination's photos in order, the hero first (decision 173): alt text, credit and licence
 * per photo, reordered with Move up / Move down (keyboard) or by dragging (pointer), the hero
 * chosen here. With JavaScript, several photos are chosen at once and each uploads as soon as it
 * is chosen, with its progress; without, the form's slots carry up to three in one step.
 */
export function PhotoList({
  photos,
  values,
  errors,
}: {
  photos: PhotoView[];
  values: DestinationFormValues;
  errors: DestinationFormErrors;
}) {
  const hydrated = useHydrated();
  const [items, setItems] = useState<Item[]>(() =>
    photos.map((photo) => ({
      key: photo.id,
      view: photo,
      words: values.photos.find((typed) => typed.id === photo.id) ?? {
        alt: photo.alt,
        credit: photo.credit,
        licence: photo.licence,
      },
      fresh: false,
    })),
  );
  const [said, say] = useState("");
  const list = useRef<HTMLFieldSetElement>(null);
  const dragged = useRef<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const uploading = items.some((item) => item.upload && !item.upload.error && !item.view);

  // Scripts change the form: tell the unsaved-changes check, as typing would.
  const drawn = useRef(true);
  useEffect(() => {
    if (drawn.current) {
      drawn.current = false;
      return;
    }
    list.current?.closest("form")?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [items]);

  // A save while photos are still on their way would leave them out.
  useEffect(() => {
    const form = list.current?.closest("form");
    if (!form || !uploading) return;
    const wait = (event: Event) => {
      event.preventDefault();
      say("Wait until every photo has uploaded, then press the button again.");
    };
    form.addEventListener("submit", wait);
    return () => form.removeEventListener("submit", wait);
  }, [uploading]);

  const update = (key: string, change: (item: Item) => Item) =>
    setItems((current) => current.map((item) => (item.key === key ? change(item) : item)));

  const move = (key: string, to: number) =>
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      if (from < 0 || to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      say(
        `${item!.words.alt || item!.upload?.name || "Photo"} is now photo ${to + 1} of ${next.length}${to === 0 ? ", the hero" : ""}.`,
      );
      return next;
    });

  const add = async (files: File[]) => {
    const added = files.map((file, index) => ({
      key: `new-${Date.now()}-${index}`,
      view: null,
      words: NO_WORDS,
      fresh: true,
      upload: { name: file.name, sent: 0, total: file.size },
    }));
    setItems((current) => [...current, ...added]);
    say(`${files.length} ${files.length === 1 ? "photo is" : "photos are"} uploading.`);
    // One at a time: the server renders each in turn, and the first is ready soonest.
    for (const [index, file] of files.entries()) {
      const { key } = added[index]!;
      const answer = await sendPhoto(file, (sent, total) =>
        update(key, (item) => ({ ...item, upload: { name: file.name, sent, total } })),
      );
      if ("error" in answer) {
        update(key, (item) => ({ ...item, upload: { ...item.upload!, error: answer.error } }));
        say(`${file.name}: ${answer.error}`);
      } else {
        update(key, (item) => ({
          ...item,
          view: { ...answer, alt: "", credit: "", licence: "" },
        }));
        say(`${file.name} is uploaded. Describe it below.`);
      }
    }
  };

  // Pointer reordering (mouse, pen, touch): press a photo's picture, move over another's place,
  // let go there. The list item under the pointer is found from where the pointer is.
  const placeUnder = (event: PointerEvent) => {
    const element = document.elementFromPoint(event.clientX, event.clientY);
    const item = element?.closest<HTMLElement>("[data-photo-index]");
    return item ? Number(item.dataset.photoIndex) : null;
  };
  const grab = (event: PointerEvent, key: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = key;
  };
  const drag = (event: PointerEvent) => {
    if (dragged.current) setTarget(placeUnder(event));
  };
  const drop = (event: PointerEvent) => {
    const key = dragged.current;
    dragged.current = null;
    setTarget(null);
    const to = placeUnder(event);
    if (key && to !== null) move(key, to);
  };

  return (
    <fieldset ref={list} id="photos" className="back-office-form__group">
      <legend>Photos</legend>
      <p className="field__hint">
        The first photo is the hero. Reorder with Move up and Move down, or drag a picture onto
        another's place. Each needs alt text (what it shows), a credit and a licence, which the site
        shows beneath it. Removing a saved photo takes it off the site at once, published pages
        included, and deletes its files.
      </p>
      {hydrated ? (
        <div className="field">
          <label htmlFor="add-photos" className="field__label">
            Add photos (choose several at once; JPEG, PNG or WebP, at most 20 MB each)
          </label>
          <input
            id="add-photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="field__control"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = "";
              if (files.length > 0) void add(files);
            }}
          />
        </div>
      ) : null}
      {items.length > 0 ? (
        <ol className="photo-list" aria-label="Photos, in order">
          {items.map((item, index) => {
            const id = item.view?.id;
            // Posted in order among the photos that are stored (an upload on its way has no id yet).
            const posted = items.slice(0, index).filter((other) => other.view).length;
            const field = (name: string) => `photos[${posted}].${name}`;
            const label = item.words.alt || item.upload?.name || `Photo ${index + 1}`;
            return (
              <li
                key={item.key}
                className={`photo-list__item${target === index ? " photo-list__item--target" : ""}`}
                data-photo-index={index}
              >
                <div
                  className={`photo-list__picture${hydrated ? " photo-list__picture--movable" : ""}`}
                  onPointerDown={hydrated ? (event) => grab(event, item.key) : undefined}
                  onPointerMove={hydrated ? drag : undefined}
                  onPointerUp={hydrated ? drop : undefined}
                  onPointerCancel={() => {
                    dragged.current = null;
                    setTarget(null);
                  }}
                >
                  {item.view ? (
                    <Thumbnail photo={item.view} />
                  ) : (
                    <UploadProgress upload={item.upload} />
                  )}
                  <p className="photo-list__place">
                    {index === 0 ? <strong>Hero</strong> : `Photo ${index + 1}`}
                    {item.view ? ` · ${item.view.width} × ${item.view.height} px` : ""}
                  </p>
                </div>
                <div className="photo-list__words">
                  {id ? <input type="hidden" name={field("id")} value={id} /> : null}
                  {errors[field("id")] ? (
                    <p className="field__error">{errors[field("id")]!.join(" ")}</p>
                  ) : null}
                  {(["alt", "credit", "licence"] as const).map((name) => (
                    <TextField
                      key={name}
                      label={{ alt: "Alt text", credit: "Credit", licence: "Licence" }[name]}
                      // Sent once the photo is stored: words for a photo still on its way wait.
                      name={id ? field(name) : `pending-${item.key}-${name}`}
                      form={id ? undefined : "no-form"}
                      defaultValue={item.words[name]}
                      // Kept in the list too, so its buttons say which photo they move.
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        update(item.key, (current) => ({
                          ...current,
                          words: { ...current.words, [name]: value },
                        }));
                      }}
                      errors={id ? errors[field(name)] : undefined}
                      hint={
                        name === "alt"
                          ? "What the photo shows."
                          : name === "licence"
                            ? "Like CC BY 4.0."
                            : undefined
                      }
                    />
                  ))}
                  <div className="photo-list__actions">
                    {id ? (
                      <label className="back-office-form__choice">
                        <input
                          type="radio"
                          name="hero"
                          value={id}
                          checked={hydrated ? index === 0 : undefined}
                          defaultChecked={hydrated ? undefined : index === 0}
                          onChange={() => move(item.key, 0)}
                        />{" "}
                        Hero
                      </label>
                    ) : null}
                    <PhotoButton
                      label="Move up"
                      photo={label}
                      intent={id ? `up:${id}` : null}
                      hidden={index === 0}
                      onPress={hydrated ? () => move(item.key, index - 1) : undefined}
                    />
                    <PhotoButton
                      label="Move down"
                      photo={label}
                      intent={id ? `down:${id}` : null}
                      hidden={index === items.length - 1}
                      onPress={hydrated ? () => move(item.key, index + 1) : undefined}
                    />
                    <PhotoButton
                      label="Remove"
                      photo={label}
                      intent={id && !item.fresh ? `remove-photo:${id}` : null}
                      onPress={
                        item.fresh
                          ? () =>
                              setItems((current) =>
                                current.filter((other) => other.key !== item.key),
                              )
                          : undefined
                      }
                      confirm={
                        item.fresh
                          ? undefined
                          : "Remove this photo? It goes off the site at once and its files are deleted."
                      }
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>No photo yet: the site shows a picture drawn from the place's data instead.</p>
      )}
      <div hidden={hydrated} className="photo-slots">
        {Array.from({ length: NEW_PHOTO_SLOTS }, (_, index) => {
          const at = (name: string) => `newPhotos[${index}].${name}`;
          const typed = values.newPhotos[index] ?? NO_WORDS;
          return (
            <fieldset key={index} className="photo-slot">
              <legend>New photo {index + 1}</legend>
              <div className="field">
                <label htmlFor={`new-photo-${index}`} className="field__label">
                  Photo file (JPEG, PNG or WebP, at most 20 MB)
                </label>
                <input
                  id={`new-photo-${index}`}
                  name={at("file")}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="field__control"
                  aria-invalid={errors[at("file")] ? true : undefined}
                  aria-describedby={errors[at("file")] ? `new-photo-${index}-error` : undefined}
                />
                {errors[at("file")] ? (
                  <p id={`new-photo-${index}-error`} className="field__error">
                    {errors[at("file")]!.join(" ")}
                  </p>
                ) : null}
              </div>
              <div className="back-office-form__grid">
                <TextField
                  label="Alt text"
                  name={at("alt")}
                  defaultValue={typed.alt}
                  errors={errors[at("alt")]}
                />
                <TextField
                  label="Credit"
                  name={at("credit")}
                  defaultValue={typed.credit}
                  errors={errors[at("credit")]}
                />
                <TextField
                  label="Licence"
                  name={at("licence")}
                  defaultValue={typed.licence}
                  errors={errors[at("licence")]}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {uploading ? (
        <p className="field__hint">Photos are uploading: the buttons wait for them.</p>
      ) : null}
    </fieldset>
  );
}

function Thumbnail({ photo }: { photo: PhotoView }) {
  const contentUrl = useContentUrl();
  const width = photo.widths[0]!;
  return (
    <img
      className="photo-list__thumbnail"
      src={contentUrl(photoPath(photo.id, width, "webp"))}
      alt=""
      width={photo.width}
      height={photo.height}
      loading="lazy"
    />
  );
}

function UploadProgress({ upload }: { upload: Upload | undefined }) {
  if (!upload) return null;
  if (upload.error)
    return (
      <p className="field__error">
        {upload.name}: {upload.error}
      </p>
    );
  const sent = upload.total > 0 && upload.sent >= upload.total;
  return (
    <div className="photo-list__progress">
      <label>
        {sent ? `Preparing ${upload.name}…` : `Sending ${upload.name}`}
        <progress
          max={upload.total || 1}
          value={sent ? undefined : upload.sent}
          aria-valuetext={
            sent
              ? "Preparing"
              : `${Math.round((upload.sent / (upload.total || 1)) * 100)} percent sent`
          }
        />
      </label>
    </div>
  );
}

/**
 * A photo's button: with JavaScript it acts on the list at once (`onPress`); without, it
 * submits the form with its intent, which saves the fields and then does its part.
 */
function PhotoButton({
  label,
  photo,
  intent,
  hidden = false,
  onPress,
  confirm,
}: {
  label: string;
  photo: string;
  intent: string | null;
  hidden?: boolean;
  onPress?: (() => void) | undefined;
  confirm?: string | undefined;
}) {
  if (hidden || (!intent && !onPress)) return null;
  return (
    <button
      type={onPress ? "button" : "submit"}
      name={onPress ? undefined : "intent"}
      value={onPress ? undefined : (intent ?? undefined)}
      className="button button--secondary button--small"
      aria-label={`${label}: ${photo}`}
      onClick={(event) => {
        if (onPress) return onPress();
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      {label}
    </button>
  );
}
