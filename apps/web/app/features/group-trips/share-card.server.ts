import type { IncomingMessage, ServerResponse } from "node:http";
import escapeXml from "escape-html";
import sharp from "sharp";
import {
  formatDate,
  formatMoney,
  parseDestinationId,
  travellerCount,
  travellersLabel,
  type Destination,
  estimateGroupTrip,
} from "@travel/domain";
import { SCENE_WIDTH } from "~/features/art/art-addresses";
import { destinationScene } from "~/features/art/destination-scene.server";
import { renditionFor, renditions } from "~/features/art/raster.server";
import {
  RENDER_PER_CLIENT,
  RENDER_RETRY_AFTER_SECONDS,
  RenderRefusedError,
  renderLimiter,
  type RenderTicket,
} from "~/features/art/render-limit.server";
import { renderScene } from "~/features/art/scene.server";
import { clientKey } from "~/features/account/auth-guard.server";
import { limitShareCardRenders, waitWords } from "~/lib/rate-limit.server";
import { airportLabel } from "../airports/airports.server";
import {
  estimateDestinationTrip,
  planQuery,
  readPlan,
  todayIso,
  withDestinationSights,
} from "../planner/trip-plan.server";
import { domainPlan, readGroupPlan, tripQuery } from "./group-plan.server";
import { groupTravellers } from "./group-results.server";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "./share-card-address";

/**
 * Share cards: a PNG (1200 × 630, the Open Graph size chat apps preview) of a plan — the
 * destination's own generated scene with its name, the dates, the total and the per-person
 * figures laid over it. Drawn as SVG and rasterised with sharp, like the site's other art.
 * The card names only what its query holds; `cardKey` is the canonical query, so junk
 * parameters do not make new renders. Only a plan its page would show is drawn: the same
 * readers, today's date included (a trip already under way has no card), and the same
 * destination and sights rules (decision 092).
 */

export type ShareCard = { key: string; lines: CardText };

type CardText = {
  eyebrow: string;
  title: string;
  subtitle: string;
  total: string;
  perPerson: string;
  rows: { label: string; value: string }[];
  destination: Destination;
};

const chosenDestination = (params: URLSearchParams, destinations: readonly Destination[]) => {
  const id = parseDestinationId(params.get("destination"));
  return destinations.find((candidate) => candidate.id === id) ?? null;
};

export function groupCard(
  params: URLSearchParams,
  destinations: readonly Destination[],
  { today = todayIso() }: { today?: string } = {},
): ShareCard | null {
  const { trip } = readGroupPlan(params, { today });
  const destination = chosenDestination(params, destinations);
  if (!trip || !destination) return null;
  const estimate = estimateGroupTrip(destination, domainPlan(trip));
  const everyone = groupTravellers(trip);
  return {
    key: `group?${tripQuery(trip, { destination: String(destination.id) })}`,
    lines: {
      eyebrow: `Group trip · ${trip.parties.length} parties · ${travellerCount(everyone)} travellers`,
      title: destination.name,
      subtitle: `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`,
      total: formatMoney(estimate.totalCost),
      perPerson: `${formatMoney(estimate.perPerson)} per person on average`,
      rows: trip.parties.map((party, index) => ({
        label: `${party.airport.city || party.airport.code} (${party.airport.code}), ${travellersLabel(party.travellers)}`,
        value: `${formatMoney(estimate.shares[index]?.perPerson ?? 0)} each`,
      })),
      destination,
    },
  };
}

export function planCard(
  params: URLSearchParams,
  destinations: readonly Destination[],
  { today = todayIso() }: { today?: string } = {},
): ShareCard | null {
  const destination = chosenDestination(params, destinations);
  if (!destination) return null;
  // A card shows a plan someone made: without its airport there is no trip to draw.
  const { trip: read } = readPlan(params, { today, path: "/trips/plan" });
  if (!read) return null;
  const trip = withDestinationSights(read, destination);
  const { estimate } = estimateDestinationTrip(destination, trip);
  return {
    key: `plan?${planQuery(trip, { destination: String(destination.id) })}`,
    lines: {
      eyebrow: `Trip plan · ${travellersLabel(trip.travellers)}`,
      title: destination.name,
      subtitle: `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`,
      total: formatMoney(estimate.totalCost),
      perPerson: `${formatMoney(estimate.perPerson)} per person`,
      rows: [{ label: `From ${airportLabel(trip.origin)}`, value: "" }],
      destination,
    },
  };
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The text panel over the scene, as SVG at the card's size. */
function overlaySvg({ eyebrow, title, subtitle, total, perPerson, rows }: CardText): string {
  const W = SHARE_CARD_WIDTH;
  const H = SHARE_CARD_HEIGHT;
  const panelW = 640;
  // Value first, then who: a long party name is cut, never drawn over the figure.
  const rowSvg = rows
    .slice(0, 6)
    .map(
      (row, index) =>
        `<text x="64" y="${400 + index * 34}" font-size="22" fill="#e2e8f0">` +
        (row.value
          ? `<tspan font-weight="700" fill="#ffffff">${escapeXml(row.value)}</tspan>  `
          : "") +
        `${escapeXml(clip(row.label, row.value ? 34 : 48))}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">
<rect x="24" y="24" width="${panelW}" height="${H - 48}" rx="24" fill="#0b2a4a" fill-opacity="0.86"/>
<text x="64" y="96" font-size="22" fill="#fbbf77" font-weight="700">${escapeXml(clip(eyebrow, 44))}</text>
<text x="64" y="170" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(clip(title, 18))}</text>
<text x="64" y="218" font-size="26" fill="#e2e8f0">${escapeXml(subtitle)}</text>
<text x="64" y="300" font-size="56" font-weight="700" fill="#fbbf77">${escapeXml(total)}</text>
<text x="64" y="342" font-size="24" fill="#ffffff">${escapeXml(perPerson)}</text>
${rowSvg}
<text x="${W - 40}" y="${H - 40}" font-size="28" font-weight="700" fill="#ffffff" text-anchor="end">Wayfarer</text>
</svg>`;
}

/**
 * The card as PNG: the scene scaled to cover, the panel on top. Full colour at a middle
 * compression level: the flat scenes stay near 100 KB, and it costs a tenth of the CPU of a
 * palette (which took 0.3–0.6 s a card).
 */
export async function renderShareCard({ lines }: ShareCard): Promise<Buffer> {
  const scene = renderScene(destinationScene(lines.destination));
  const density = Math.min(2400, Math.max(1, (72 * SHARE_CARD_WIDTH) / SCENE_WIDTH));
  return sharp(Buffer.from(scene), { density })
    .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: "cover" })
    .composite([{ input: Buffer.from(overlaySvg(lines)), top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export const SHARE_CARD_MESSAGES = {
  busy: "Your other trip pictures are still being drawn. Please try again in a few seconds.",
  rendererBusy: "Trip pictures are busy being drawn. Please try again in a few seconds.",
  tooMany: (wait: string) =>
    `Many new trip pictures were asked for from your network. Please wait ${wait} and try again.`,
} as const;

/** The answer for a client whose new cards already fill its place in the pool. */
export const CLIENT_BUSY = {
  ok: false,
  status: 429,
  message: SHARE_CARD_MESSAGES.busy,
  retryAfterSeconds: RENDER_RETRY_AFTER_SECONDS,
} as const;

/** Headers of every refusal of a card: plain words, never cached; add when to ask again. */
export const CARD_REFUSAL_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
} as const;

/**
 * Whether the client must wait before asking for another card: checked before its plan is even
 * read, so a burst costs no more than any refused request. A card drawn before is refused too
 * then; the client gets it once its own renders are done.
 */
export const clientBusyWithCards = (client: string) => renderLimiter.isBusy(client);

/** The card addresses of routes/share-cards.$file.ts (React Router matches the folder in any case). */
const CARD_ADDRESS = /^\/share-cards\/([^/?]+?)\/?(?:\?|$)/i;
const drawsCard = (url: string) => {
  const file = CARD_ADDRESS.exec(url)?.[1];
  return file === "group.png" || file === "plan.png";
};

/** Card requests each client has past the edge and not yet answered (refuseBusyCardClient). */
const cardRequestsUnderway = new Map<string, number>();

/**
 * server.mjs, in front of React Router: a client with as many card requests underway as it may have
 * cards in the pool (two), or whose cards and uploads fill its place there, gets the route's
 * own 429 here, before React Router builds a request, matches routes or compresses anything. Counted
 * from arrival, since a burst lands before its first card reaches the pool. A refusal then
 * costs a fraction of what it costs through React Router, so a page's picture asked for during a
 * burst is not held up behind it. The route checks the pool again (it also serves
 * `react-router dev` and direct calls).
 */
export function refuseBusyCardClient(
  req: IncomingMessage & { ip?: string },
  res: ServerResponse,
  next: () => void,
) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !drawsCard(req.url ?? "")) return next();
  const client = clientKey(req.ip);
  const underway = cardRequestsUnderway.get(client) ?? 0;
  if (underway < RENDER_PER_CLIENT && !clientBusyWithCards(client)) {
    cardRequestsUnderway.set(client, underway + 1);
    res.once("close", () => {
      const left = (cardRequestsUnderway.get(client) ?? 1) - 1;
      if (left > 0) cardRequestsUnderway.set(client, left);
      else cardRequestsUnderway.delete(client);
    });
    return next();
  }
  res.statusCode = CLIENT_BUSY.status;
  for (const [name, value] of Object.entries(CARD_REFUSAL_HEADERS)) res.setHeader(name, value);
  res.setHeader("Retry-After", String(CLIENT_BUSY.retryAfterSeconds));
  res.end(CLIENT_BUSY.message);
}

export type CardImage =
  | { ok: true; image: Buffer }
  | { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };

/**
 * The card's PNG for `client`: from memory when it was drawn before (its own budget, apart from
 * the art's), otherwise drawn in the render pool once the client has a place there and a new
 * card left in its allowance. Refusals come before any work.
 */
export async function shareCardImage(card: ShareCard, client: string): Promise<CardImage> {
  const cached = renditions.cards.get(card.key);
  if (cached) return { ok: true, image: cached };
  let ticket: RenderTicket;
  try {
    ticket = renderLimiter.admit({ client, refusable: true });
  } catch (error) {
    if (!(error instanceof RenderRefusedError)) throw error;
    return error.reason === "client-busy"
      ? CLIENT_BUSY
      : {
          ok: false,
          status: 503,
          message: SHARE_CARD_MESSAGES.rendererBusy,
          retryAfterSeconds: RENDER_RETRY_AFTER_SECONDS,
        };
  }
  try {
    const allowed = await limitShareCardRenders(client);
    if (!allowed.ok)
      return {
        ok: false,
        status: 429,
        message: SHARE_CARD_MESSAGES.tooMany(waitWords(allowed.retryAfterSeconds)),
        retryAfterSeconds: allowed.retryAfterSeconds,
      };
    const image = await renditionFor(
      card.key,
      () => ticket.run(() => renderShareCard(card)),
      renditions.cards,
    );
    return { ok: true, image };
  } finally {
    ticket.release();
  }
}
