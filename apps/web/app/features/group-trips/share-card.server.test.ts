import sharp from "sharp";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { describe, expect, it } from "vitest";
import { groupCard, planCard, renderShareCard } from "./share-card.server";

const destinations = defaultCatalogue.destinations;
const group = new URLSearchParams({
  departureDate: "2031-05-01",
  returnDate: "2031-05-05",
  from1: "LIS",
  adults1: "2",
  from2: "BER",
  adults2: "1",
  from3: "DUB",
  adults3: "2",
  children3: "1",
  infants3: "1",
  destination: "103",
});

describe("share cards", () => {
  it("draw a group plan as a 1200 × 630 PNG with its figures", async () => {
    const card = groupCard(group, destinations);
    expect(card?.lines.title).toBe("Rome");
    expect(card?.lines.rows).toHaveLength(3);
    expect(card?.lines.rows[2]?.label).toBe("Dublin (DUB), 2 Adults, 1 Child, 1 Infant");
    const png = await renderShareCard(card!);
    if (process.env.SHARE_CARD_OUT) await sharp(png).toFile(process.env.SHARE_CARD_OUT);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    expect(png.length).toBeLessThan(1_000_000);
  });

  it("key the cache by the plan, not by the query's spelling or junk", () => {
    const junk = new URLSearchParams(group);
    junk.set("utm_source", "chat");
    junk.set("from2", "berlin");
    expect(groupCard(junk, destinations)?.key).toBe(groupCard(group, destinations)?.key);
  });

  it("have no card for a plan that cannot be read or an unknown destination", () => {
    const one = new URLSearchParams(group);
    for (const field of ["from2", "adults2", "from3", "adults3", "children3", "infants3"])
      one.delete(field);
    expect(groupCard(one, destinations)).toBeNull();
    expect(
      groupCard(
        new URLSearchParams({ ...Object.fromEntries(group), destination: "9" }),
        destinations,
      ),
    ).toBeNull();
    expect(
      planCard(
        new URLSearchParams({
          destination: "101",
          departure_area_code: "Atlantis",
          departureDate: "2031-05-01",
          returnDate: "2031-05-05",
        }),
        destinations,
      ),
    ).toBeNull();
  });

  it("draw a single plan with the planner page's sights: another destination's do not count", async () => {
    const plan = {
      destination: "101",
      departure_area_code: "LHR",
      departureDate: "2031-05-01",
      returnDate: "2031-05-05",
      adults: "2",
    };
    const card = planCard(new URLSearchParams(plan), destinations);
    expect(card?.lines.title).toBe("Lisbon");
    expect(card?.lines.rows[0]?.label).toBe("From London (LHR)");
    const strangers = planCard(
      new URLSearchParams([...Object.entries(plan), ["plan", "1"], ["attraction", "nowhere-1"]]),
      destinations,
    );
    expect(strangers?.lines.total).toBe(card?.lines.total);
    expect(strangers?.key).toBe(card?.key);
  });

  it("have no card once the trip's dates have passed, as the pages show none", () => {
    const past = { departureDate: "2020-05-01", returnDate: "2020-05-05" };
    expect(
      planCard(
        new URLSearchParams({ destination: "101", departure_area_code: "LHR", ...past }),
        destinations,
      ),
    ).toBeNull();
    expect(
      groupCard(new URLSearchParams({ ...Object.fromEntries(group), ...past }), destinations),
    ).toBeNull();
    // The same plan while it is still ahead has its card.
    expect(
      groupCard(new URLSearchParams({ ...Object.fromEntries(group), ...past }), destinations, {
        today: "2020-04-01",
      }),
    ).not.toBeNull();
  });

  it("read the destination as the page does: a number written another way is no card", () => {
    for (const destination of ["0x67", "103.0", "1e2", "+103"])
      expect(
        groupCard(new URLSearchParams({ ...Object.fromEntries(group), destination }), destinations),
      ).toBeNull();
  });
});
