import { countryName, formatMoney } from "@travel/domain";
import type { DestinationEdit } from "@travel/firebase-client";
import { destinationScene } from "~/features/art/destination-scene.server";
import { photoView } from "~/features/photos/photo-addresses";
import { costNote, destinationFactList, factSources } from "./destination-page.server";
import { monthName, priceList } from "./destination-prices";

/**
 * An editor's draft as the destination page will show it: words, photos, prices (in euros,
 * the catalogue's own currency), sights and months.
 */
export function draftPreview(id: number, edit: DestinationEdit) {
  const draft = edit.draft;
  const country = countryName(draft.countryCode) ?? draft.countryCode.toUpperCase();
  return {
    id,
    name: draft.name,
    status: edit.status,
    version: edit.version,
    published: edit.publishedVersion === edit.version,
    country,
    facts: destinationFactList(draft),
    factSources: factSources(draft),
    costNote: costNote(draft, country),
    // The picture the published page would draw from the same data (decision 120).
    scene: destinationScene(draft),
    // Rendered when the draft was saved, as the published page will show it (decision 144).
    ...edit.words,
    photos: (draft.photos ?? []).map(photoView),
    prices: priceList(draft, (cents) => formatMoney(cents)),
    bestMonths: draft.bestMonths.map(monthName),
  };
}
