import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../src/catalogue/catalogue.js";
import { admin, clearEmulators, closeServices, recordingLogger, services } from "./helpers.js";
import { fixtureCatalogue, fixtureDestinations, fixtureTypes } from "./fixtures/catalogue.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("catalogue", () => {
  it("seeds and reads back destinations (by id) and types (in the data's order)", async () => {
    const { catalogue } = services();
    expect(await catalogue.seed(fixtureCatalogue)).toEqual({
      destinations: 3,
      destinationTypes: 2,
      archived: 0,
      removed: 0,
    });
    expect(await catalogue.listDestinations()).toEqual(fixtureDestinations);
    expect(await catalogue.listDestinationTypes()).toEqual(fixtureTypes);
    expect(await catalogue.getDestination(2)).toEqual(fixtureDestinations[1]);
  });

  it("answers null for unknown or malformed ids", async () => {
    const { catalogue } = services();
    await catalogue.seed(fixtureCatalogue);
    expect(await catalogue.getDestination(404)).toBeNull();
    expect(await catalogue.getDestination(0)).toBeNull();
    expect(await catalogue.getDestination(Number.NaN)).toBeNull();
  });

  it("is idempotent and drops what the data no longer has", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const once = await firestore.collection("destinations").get();
    await seedCatalogue(firestore, fixtureCatalogue);
    const twice = await firestore.collection("destinations").get();
    expect(twice.docs.map((doc) => [doc.id, doc.data()])).toEqual(
      once.docs.map((doc) => [doc.id, doc.data()]),
    );

    const smaller = {
      destinationTypes: fixtureTypes,
      destinations: fixtureDestinations.slice(0, 2),
    };
    expect(await seedCatalogue(firestore, smaller)).toEqual({
      destinations: 2,
      destinationTypes: 2,
      archived: 0,
      removed: 1,
    });
    expect((await services().catalogue.listDestinations()).map((d) => d.id)).toEqual([1, 2]);
  });

  it("writes places that no longer qualify archived: off the list, still readable at their id", async () => {
    const { catalogue } = services();
    const [kept, dropped] = [fixtureDestinations.slice(0, 2), fixtureDestinations[2]!];
    expect(
      await catalogue.seed({
        destinationTypes: fixtureTypes,
        destinations: kept,
        archivedDestinations: [dropped],
      }),
    ).toEqual({ destinations: 2, destinationTypes: 2, archived: 1, removed: 0 });
    expect((await catalogue.listDestinations()).map((d) => d.id)).toEqual(kept.map((d) => d.id));
    expect(await catalogue.listArchivedDestinations()).toEqual([dropped]);
  });

  it("writes nothing when the data is invalid", async () => {
    const { catalogue } = services();
    const broken = [
      { ...fixtureDestinations[0], airportCode: "lisbon" },
    ] as typeof fixtureDestinations;
    await expect(
      catalogue.seed({ destinationTypes: fixtureTypes, destinations: broken }),
    ).rejects.toThrow(/airportCode/);
    const unknownType = [
      { ...fixtureDestinations[0], typeIds: ["space"] },
    ] as typeof fixtureDestinations;
    await expect(
      catalogue.seed({ destinationTypes: fixtureTypes, destinations: unknownType }),
    ).rejects.toThrow(/unknown type space/);
    const duplicate = [
      fixtureDestinations[0],
      fixtureDestinations[0],
    ] as typeof fixtureDestinations;
    await expect(
      catalogue.seed({
        destinationTypes: [...fixtureTypes, ...fixtureTypes],
        destinations: duplicate,
      }),
    ).rejects.toThrow(/duplicate/);
    expect(await catalogue.listDestinations()).toEqual([]);
  });

  it("skips a corrupt document with a warning instead of failing the page", async () => {
    const { logger, lines } = recordingLogger();
    const { catalogue } = services(logger);
    await catalogue.seed(fixtureCatalogue);
    await admin()
      .firestore.collection("destinations")
      .doc("99")
      .set({ id: 99, name: "Half written" });
    expect((await catalogue.listDestinations()).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(await catalogue.getDestination(99)).toBeNull();
    expect(lines.filter((line) => line.message === "Skipping invalid destination 99")).toHaveLength(
      2,
    );
  });
});
