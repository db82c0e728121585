import type { LoadContext } from "~/lib/http/request-context.server";
import { data, redirect } from "react-router";
import { passwordChangeSchema, profileUpdateSchema } from "@travel/domain";
import {
  PICTURE_MAX_BYTES,
  PictureUploadError,
  type PictureUploadErrorCode,
  sniffImageType,
} from "@travel/firebase-client";
import { passwordChangeMessage } from "./password-change-messages";
import { DELETE_ACCOUNT_INTENT, deleteAccountAction } from "./delete-account.server";
import { clientIpOf } from "./auth-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import {
  AVATAR_MAX_INPUT_PIXELS,
  avatarSizeProblem,
  reencodeAvatar,
  type AvatarProblem,
} from "./avatar.server";
import {
  RENDER_RETRY_AFTER_SECONDS,
  RenderRefusedError,
  renderLimiter,
  type RenderTicket,
} from "~/features/art/render-limit.server";
import { parseForm, type FormReply } from "~/lib/http/form-reply.server";
import { z } from "zod";
import {
  limitPasswordChange,
  limitPictureUploads,
  tooManyAttempts,
  waitWords,
} from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { commitSession, getUser, loginPath } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { needsBackend, retryAfterHeaders } from "../../lib/http/backend.server";
import { readForm, readUploadForm } from "../../lib/http/read-form.server";

/**
 * My Profile's action: one form per intent (profile names, picture, password), each answered
 * with a redirect and a toast, or a 4xx reply for the form it came from. The user always comes
 * from the session; a uid in the form is never read.
 */
export const SETTINGS_PATH = "/my-profile/settings";

export type SettingsIntent = "profile" | "picture" | "password";
type SettingsReply = FormReply & { intent: SettingsIntent };

export const PROFILE_MESSAGES = {
  saved: "Your profile was saved.",
  notSaved: "We could not save your profile just now. Please try again.",
  pictureSaved: "Your new profile picture is in place.",
  pictureMissing: "Choose a picture to upload.",
  pictureType: "Choose a JPEG, PNG or WebP image.",
  pictureTooLarge: `Choose a picture of at most ${PICTURE_MAX_BYTES / (1024 * 1024)} MB.`,
  pictureNoProfile: "We could not find your profile, so the picture was not saved.",
  pictureFailed: "We could not save your picture just now. Please try again.",
  pictureTooManyPixels: `This picture is too big for a profile picture. Choose one of at most ${AVATAR_MAX_INPUT_PIXELS / 1_000_000} megapixels: a photo straight from a phone fits.`,
  pictureUnreadable: "This picture could not be read. Choose a JPEG, PNG or WebP image.",
  pictureBusy: "Your last picture is still being prepared. Please try again in a few seconds.",
  pictureServerBusy: "We are preparing many pictures just now. Please try again in a few seconds.",
  pictureTooMany: (wait: string) =>
    `You have uploaded several pictures in a short time. Please wait ${wait} and try again.`,
} as const;

/** Room for the multipart framing and the form's small fields around the picture itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

function reply(
  intent: SettingsIntent,
  status: number,
  body: Partial<FormReply> = {},
  headers?: HeadersInit,
) {
  return data<SettingsReply>(
    {
      intent,
      errors: body.errors ?? {},
      values: body.values ?? {},
      ...(body.formError ? { formError: body.formError } : {}),
    },
    { status, headers },
  );
}

const isMultipart = (request: Request) =>
  request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;

/** Firebase silent at any step: 503 with Retry-After (the error boundary), nothing half-written. */
export function settingsAction(request: Request, context: LoadContext) {
  return needsBackend(() => handleSettings(request, context));
}

async function handleSettings(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const user = await getUser(request);
  if (!user) {
    // Not read when signed out: the upload is not worth receiving.
    const intent = isMultipart(request) ? "picture" : (await readForm(request)).get("intent");
    if (intent !== "password") throw redirect(loginPath(request), { status: 303 });
    // The spec's message for a password change without a signed-in user.
    const { message } = passwordChangeMessage({ ok: false, error: "not-signed-in" });
    return redirectWithToast(
      loginPath(request),
      { type: "error", description: message },
      { status: 303 },
    );
  }
  if (isMultipart(request)) return uploadPicture(request, user.uid, clientIpOf(context));

  const form = await readForm(request);
  switch (form.get("intent")) {
    case "profile":
      return updateNames(form, user.uid);
    case "password":
      return changePassword(form, user.uid, clientIpOf(context));
    case DELETE_ACCOUNT_INTENT:
      return deleteAccountAction(form, user, clientIpOf(context));
    default:
      return reply("profile", 400, {
        formError: "This form could not be read. Please reload the page and try again.",
      });
  }
}

/** The page's form sends both names: a blank one is refused ("Enter your first name."), not skipped. */
const namesForm = z.object({
  firstName: profileUpdateSchema.shape.firstName.unwrap(),
  lastName: profileUpdateSchema.shape.lastName.unwrap(),
});

async function updateNames(form: FormData, uid: string) {
  const parsed = parseForm(namesForm, form, ["firstName", "lastName"]);
  if (!parsed.ok) return reply("profile", 400, parsed.reply);
  // Only the names: updateProfile writes the fields given and leaves the rest (picture, userId) alone.
  const saved = await getServices().profiles.updateProfile(uid, parsed.data);
  if (!saved)
    return reply("profile", 503, {
      formError: PROFILE_MESSAGES.notSaved,
      values: parsed.data as Record<string, string>,
    });
  return redirectWithToast(
    SETTINGS_PATH,
    { type: "success", description: PROFILE_MESSAGES.saved },
    { status: 303 },
  );
}

const PICTURE_REFUSALS: Partial<Record<PictureUploadErrorCode, [number, string]>> = {
  "too-large": [413, PROFILE_MESSAGES.pictureTooLarge],
  empty: [400, PROFILE_MESSAGES.pictureMissing],
  "unsupported-type": [415, PROFILE_MESSAGES.pictureType],
  "content-mismatch": [415, PROFILE_MESSAGES.pictureType],
  "invalid-data-url": [415, PROFILE_MESSAGES.pictureType],
  "no-profile": [409, PROFILE_MESSAGES.pictureNoProfile],
};

const AVATAR_REFUSALS: Record<AvatarProblem, [number, string]> = {
  "too-many-pixels": [413, PROFILE_MESSAGES.pictureTooManyPixels],
  unreadable: [415, PROFILE_MESSAGES.pictureUnreadable],
};

const pictureRefused = (status: number, message: string, headers?: HeadersInit) =>
  reply("picture", status, { errors: { picture: [message] } }, headers);

/** A place in the render pool for this client's picture, or the refusal to send instead. */
function renderPlace(clientIp: string): RenderTicket | ReturnType<typeof pictureRefused> {
  try {
    return renderLimiter.admit({ client: clientIp, refusable: true });
  } catch (error) {
    if (!(error instanceof RenderRefusedError)) throw error;
    const headers = { "Retry-After": String(RENDER_RETRY_AFTER_SECONDS) };
    return error.reason === "client-busy"
      ? pictureRefused(429, PROFILE_MESSAGES.pictureBusy, headers)
      : pictureRefused(503, PROFILE_MESSAGES.pictureServerBusy, headers);
  }
}

async function uploadPicture(request: Request, uid: string, clientIp: string) {
  // Refuse a body that announces itself as too large before reading any of it.
  const declaredLength = Number(request.headers.get("Content-Length"));
  if (declaredLength > PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    return pictureRefused(413, PROFILE_MESSAGES.pictureTooLarge);
  // Every upload counts, spent before the body is read, so parallel ones cannot slip past.
  const allowed = await limitPictureUploads(clientIp, uid);
  if (!allowed.ok) {
    const { headers } = tooManyAttempts(allowed.retryAfterSeconds);
    return pictureRefused(
      429,
      PROFILE_MESSAGES.pictureTooMany(waitWords(allowed.retryAfterSeconds)),
      headers,
    );
  }

  // Each part is held in memory up to the picture limit; a larger one stops the read there.
  const upload = await readUploadForm(request, { maxFileBytes: PICTURE_MAX_BYTES });
  if (!upload.ok)
    return upload.problem === "too-large"
      ? pictureRefused(413, PROFILE_MESSAGES.pictureTooLarge)
      : pictureRefused(400, PROFILE_MESSAGES.pictureMissing);
  const form = upload.form;
  if (form.get("intent") !== "picture") return pictureRefused(400, PROFILE_MESSAGES.pictureMissing);
  const file = form.get("picture");
  if (!(file instanceof Blob) || file.size === 0)
    return pictureRefused(400, PROFILE_MESSAGES.pictureMissing);

  const bytes = Buffer.from(await file.arrayBuffer());
  // The bytes decide the type, not the file name the browser went by.
  const type = sniffImageType(bytes);
  if (!type) return pictureRefused(415, PROFILE_MESSAGES.pictureType);
  // Its size is read from the header: too many pixels is refused before any is decoded.
  const problem = await avatarSizeProblem(bytes);
  if (problem) return pictureRefused(...AVATAR_REFUSALS[problem]);
  const place = renderPlace(clientIp);
  if (!("run" in place)) return place;
  // Stored re-encoded: no EXIF (GPS) or other metadata, avatar-sized, always WebP.
  const avatar = await place.run(() => reencodeAvatar(bytes));
  if (!avatar.ok) return pictureRefused(...AVATAR_REFUSALS[avatar.problem]);
  try {
    await getServices().pictures.uploadProfilePicture(
      uid,
      `data:${avatar.contentType};base64,${avatar.bytes.toString("base64")}`,
    );
  } catch (error) {
    if (!(error instanceof PictureUploadError)) throw error;
    // Logged by the service; nothing was left half-written (profile and file agree).
    const [status, message] = PICTURE_REFUSALS[error.code] ?? [503, PROFILE_MESSAGES.pictureFailed];
    return pictureRefused(status, message);
  }
  return redirectWithToast(
    SETTINGS_PATH,
    { type: "success", description: PROFILE_MESSAGES.pictureSaved },
    { status: 303 },
  );
}

async function changePassword(form: FormData, uid: string, clientIp: string) {
  const parsed = parseForm(passwordChangeSchema, form, []);
  if (!parsed.ok) return reply("password", 400, parsed.reply);

  const allowed = await limitPasswordChange(clientIp, uid);
  if (!allowed.ok) {
    const { message, headers } = tooManyAttempts(allowed.retryAfterSeconds);
    return reply("password", 429, { formError: message }, headers);
  }

  const result = await getServices().auth.changePassword({
    uid,
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.newPassword,
  });
  const { kind, message } = passwordChangeMessage(result);
  // Fail closed: the password may or may not have changed; this browser's session stays as it was.
  if (!result.ok && result.error === "unavailable")
    return reply("password", 503, { formError: message }, retryAfterHeaders());
  if (!result.ok)
    return redirectWithToast(
      SETTINGS_PATH,
      { type: "error", description: message },
      { status: 303 },
    );
  // Every other session has ended; this browser carries on with the new one.
  return redirectWithToast(
    SETTINGS_PATH,
    { type: kind, description: message },
    {
      status: 303,
      headers: { "Set-Cookie": await commitSession(result.sessionCookie, result.expiresInMs) },
    },
  );
}
