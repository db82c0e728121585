import { type Destination, foldPlaceName, greatCircleKm } from "@travel/domain";
import type { DestinationStatus } from "@travel/firebase-client";
import {
  listArchivedDestinations,
  listDestinations,
} from "~/features/destinations/catalogue.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";

/**
 * A place the catalogue already has (decision 172): the same GeoNames city, or a destination of
 * the same name in the same country within SAME_PLACE_KM (one an editor made before places came
 * from the index). Listed, archived and never-published destinations all count, so two editors
 * cannot make one place twice.
 */
const SAME_PLACE_KM = 25;

type Place = Pick<Destination, "name" | "countryCode" | "latitude" | "longitude"> & {
  geonameId?: number | null | undefined;
};

export type TakenBy = { id: number; name: string; status: DestinationStatus; path: string };

const samePlace = (a: Place, b: Place) =>
  (a.geonameId != null && a.geonameId === b.geonameId) ||
  (foldPlaceName(a.name) === foldPlaceName(b.name) &&
    a.countryCode === b.countryCode &&
    greatCircleKm(a, b) <= SAME_PLACE_KM);

/** A test for places already taken, reading the catalogue and the unpublished drafts once. */
export async function takenPlaces(): Promise<(place: Place) => TakenBy | null> {
  const [listed, archived, drafts] = await Promise.all([
    listDestinations(),
    listArchivedDestinations(),
    needsBackend(() => getServices().destinationEdits.unpublished()),
  ]);
  const known: (Place & { id: number; status: DestinationStatus })[] = [
    ...listed.map((destination) => ({ ...destination, status: "published" as const })),
    ...archived.map((destination) => ({ ...destination, status: "archived" as const })),
    ...drafts.map((draft) => ({ ...draft, status: "draft" as const })),
  ];
  return (place) => {
    const match = known.find((other) => samePlace(place, other));
    return match
      ? {
          id: match.id,
          name: match.name,
          status: match.status,
          path: `/admin/destinations/${match.id}`,
        }
      : null;
  };
}
