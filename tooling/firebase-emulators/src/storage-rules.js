// A hand-written mirror of storage.rules for the offline Storage emulator.
//
// The real Storage emulator evaluates storage.rules with a rules-runtime jar that firebase-tools
// downloads at first start, which fails without internet. Here the emulator's ruleset is this
// function instead. It is NOT the rules engine: it mirrors what storage.rules says for
// profile_pics/{userId} and denies everything else. Keep both in step when one changes.
// Not evaluated here: rules syntax, functions and any condition not written below, token
// signatures (like the real emulator, tokens are decoded, not verified), custom claims.
// Requests with the admin credential ("Bearer owner") never reach this: the admin SDK
// bypasses rules, as in production.

/** Largest profile picture accepted, in bytes (storage.rules: request.resource.size <= this). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Content types storage.rules accepts for profile pictures. */
export const PROFILE_PICTURE_CONTENT_TYPES = /^image\/(jpeg|png|webp)$/;

/**
 * @typedef {{ size?: number | string, contentType?: string }} RulesResource
 * @typedef {{ method: string, path: string, token?: string, file?: { before?: RulesResource, after?: RulesResource } }} StorageRulesRequest
 */

/** Reads the caller's uid from a Firebase ID token without verifying it (emulator tokens are unsigned). */
function uidFromToken(/** @type {string | undefined} */ token) {
  if (!token) return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === "string" && uid.length > 0 ? uid : null;
  } catch {
    return null;
  }
}

/**
 * Decides a client request the way storage.rules does.
 * @param {StorageRulesRequest} request
 * @returns {{ permitted: boolean, reason: string }}
 */
export function decideStorageRequest(request) {
  // path is "b/{bucket}/o/{object name}"
  const match = /^b\/[^/]+\/o\/(.*)$/.exec(request.path);
  const objectName = match?.[1] ?? "";
  const picture = /^profile_pics\/([^/]+)$/.exec(objectName);
  if (!picture) return { permitted: false, reason: "no rule allows this path" };

  const ownerId = picture[1];
  const uid = uidFromToken(request.token);
  const isOwner = uid !== null && uid === ownerId;

  switch (request.method) {
    case "get":
      return isOwner
        ? { permitted: true, reason: "owner reads own picture" }
        : { permitted: false, reason: "not the owner" };
    case "create":
    case "update": {
      if (!isOwner) return { permitted: false, reason: "not the owner" };
      const after = request.file?.after ?? {};
      const size = Number(after.size ?? Number.NaN);
      if (!(size <= PROFILE_PICTURE_MAX_BYTES))
        return { permitted: false, reason: "picture too large" };
      if (!PROFILE_PICTURE_CONTENT_TYPES.test(after.contentType ?? "")) {
        return { permitted: false, reason: "not a JPEG, PNG or WebP image" };
      }
      return { permitted: true, reason: "owner writes own picture" };
    }
    case "delete":
      return isOwner
        ? { permitted: true, reason: "owner deletes own picture" }
        : { permitted: false, reason: "not the owner" };
    default:
      // "list" and anything else: storage.rules grants no listing.
      return { permitted: false, reason: `no rule allows ${request.method}` };
  }
}

const NO_ISSUES = { errors: [], warnings: [], all: [], exist: () => false };

/**
 * The object firebase-tools' StorageEmulator expects from its rules manager (internals of
 * firebase-tools 14.27.0: `getRuleset(bucket).verify(request)` → `{ permitted, issues }`).
 */
export function createMirroredRulesManager() {
  const ruleset = {
    verify: async (/** @type {StorageRulesRequest} */ request) => ({
      permitted: decideStorageRequest(request).permitted,
      issues: NO_ISSUES,
    }),
  };
  return {
    start: async () => NO_ISSUES,
    stop: async () => {},
    getRuleset: () => ruleset,
  };
}
