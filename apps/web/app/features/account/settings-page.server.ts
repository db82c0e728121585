import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@travel/firebase-client";
import { needsBackend } from "~/lib/http/backend.server";
import { getProfile, requireUser } from "~/lib/session.server";
import { deletionProof } from "./delete-account.server";
import { emailVerifiedOf } from "./email-verification.server";

/** What My Profile shows the signed-in user; signed out, the sign-in page (requireUser). */
export async function settingsPageData(request: Request) {
  const user = await requireUser(request);
  // No profile yet: an empty form (the service logs it, spec §8).
  const profile = await needsBackend(() => getProfile(request));
  return {
    email: user.email ?? "",
    emailVerified: await emailVerifiedOf(user.uid),
    deletionProof: await deletionProof(user.uid),
    firstName: profile?.firstName ?? "",
    lastName: profile?.lastName ?? "",
    picture: profile?.profilePicture || null,
    picturePolicy: {
      types: PICTURE_TYPES.join(","),
      maxMegabytes: PICTURE_MAX_BYTES / (1024 * 1024),
    },
  };
}
