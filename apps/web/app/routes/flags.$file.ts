import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { LoaderFunctionArgs } from "react-router";
import { clientIpOf } from "~/features/account/auth-guard.server";
import { renditionFor, svgToWebp, webpResponse } from "~/features/art/raster.server";
import { renderLimiter } from "~/features/art/render-limit.server";
import { isSmallWidth } from "~/features/art/srcset";

/**
 * Country flags from the flag-icons package (MIT), as WebP at the spec's small sizes:
 * `/flags/pt.32.webp`. Some flags' SVGs weigh 80–180 KB (coats of arms); a 32 px rendition is
 * a few hundred bytes. 4:3 like the package's 4x3 set.
 */
const FILE_NAME = /^([a-z]{2})\.(\d{2,3})\.webp$/;
const resolveFromHere = createRequire(import.meta.url).resolve;

async function flagSvg(countryCode: string): Promise<Buffer | null> {
  try {
    return await readFile(resolveFromHere(`flag-icons/flags/4x3/${countryCode}.svg`));
  } catch {
    return null;
  }
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = FILE_NAME.exec(params.file ?? "");
  const countryCode = match?.[1];
  const width = Number(match?.[2]);
  if (!countryCode || !isSmallWidth(width)) throw new Response("Not found", { status: 404 });
  const svg = await flagSvg(countryCode);
  if (!svg) throw new Response("Not found", { status: 404 });
  // A fixed set that costs milliseconds: queued like every picture, never refused.
  const image = await renditionFor(`flags/${countryCode}/${width}`, () =>
    renderLimiter.run(
      () => svgToWebp(svg, { width, height: Math.round((width * 3) / 4), naturalWidth: 640 }),
      { client: clientIpOf(context), refusable: false },
    ),
  );
  return webpResponse(image);
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
