import type { LoaderFunctionArgs } from "react-router";
import { isBackendUnavailable } from "@travel/firebase-client";
import { PHOTO_FILE, RENDITION_FILE } from "~/features/photos/photo-addresses";
import { getServices } from "~/lib/services.server";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * An editor's photo at one width and format. A photo's id is new for every upload and its
 * renditions never change, so the answer is cacheable forever by URL (decision 131). Only the
 * renditions folder is read: the original stays private.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = PHOTO_FILE.exec(params.id ?? "")?.[1];
  const file = RENDITION_FILE.exec(params.file ?? "")?.[0];
  if (!id || !file) return notFound();
  let rendition;
  try {
    rendition = await getServices().photoFiles.readRendition(id, file);
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    return new Response("Photos are unavailable just now.", {
      status: 503,
      headers: { "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  if (!rendition) return notFound();
  return new Response(new Uint8Array(rendition.bytes), {
    headers: {
      "Content-Type": rendition.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
