import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { formOf } from "../../../test/destination-form-fields";
import { FORM_MESSAGES, parseDestinationForm } from "./destination-form.server";

const { id: _id, ...base } = makeDestination({
  photos: [
    {
      id: "a".repeat(16),
      alt: "Roofs",
      credit: "Ana",
      licence: "CC BY 4.0",
      width: 800,
      height: 600,
    },
    {
      id: "b".repeat(16),
      alt: "Tram",
      credit: "Ana",
      licence: "CC BY 4.0",
      width: 900,
      height: 600,
    },
  ],
  airports: [
    {
      code: "LIS",
      name: "Lisbon Portela Airport",
      latitude: 38.7813,
      longitude: -9.1359,
      distanceKm: 7,
    },
  ],
  bestMonths: [4, 5],
  bestMonthsSource: "climate",
  summarySource: "wikivoyage",
  timeZone: "Europe/Lisbon",
});
const types = new Set(["city-break", "food"]);
const fields = (extra: Record<string, string | string[]> = {}) =>
  formOf({
    name: "Lisbon",
    summary: base.summary!,
    typeIds: ["city-break"],
    bestMonths: ["4", "5"],
    ...extra,
  });
const parse = (form: FormData, uploads = new Map<string, { width: number; height: number }>()) =>
  parseDestinationForm(form, base, types, uploads);

describe("the destination form", () => {
  it("keeps the sources of what the editor left as it was, and names the editors for what they changed", () => {
    const kept = parse(fields());
    expect(kept.ok && kept.fields).toMatchObject({
      summarySource: "wikivoyage",
      bestMonthsSource: "climate",
    });
    const changed = parse(fields({ summary: "Our own words.", bestMonths: ["6"] }));
    expect(changed.ok && changed.fields).toMatchObject({
      summarySource: "editors",
      bestMonthsSource: "editors",
      bestMonths: [6],
    });
  });

  it("never takes a rating or a review count from the form, and drops a stored review count", () => {
    const parsed = parse(fields({ rating: "5.0", reviewCount: "9999" }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.fields.ratingTenths).toBe(base.ratingTenths);
    expect("reviewCount" in parsed.fields).toBe(false);
  });

  it("puts the photos in the order shown, the chosen hero first, and keeps any the form left out", () => {
    const [roofs, tram] = base.photos!;
    const form = fields({
      "photos[0].id": tram!.id,
      "photos[0].alt": "Tram 28",
      "photos[0].credit": "Ana",
      "photos[0].licence": "CC BY 4.0",
    });
    const parsed = parse(form);
    expect(parsed.ok && parsed.fields.photos?.map((photo) => [photo.id, photo.alt])).toEqual([
      [tram!.id, "Tram 28"],
      [roofs!.id, "Roofs"],
    ]);
    form.set("hero", roofs!.id);
    const hero = parse(form);
    expect(hero.ok && hero.fields.photos?.[0]?.id).toBe(roofs!.id);
  });

  it("takes a new photo only as this editor's upload, at its stored size, and wants its words", () => {
    const upload = "c".repeat(16);
    const form = fields({
      "photos[0].id": upload,
      "photos[0].alt": "Bridge",
      "photos[0].credit": "",
      "photos[0].licence": "CC0",
    });
    const missing = parse(form, new Map([[upload, { width: 1200, height: 800 }]]));
    expect(missing.ok ? null : missing.errors).toEqual({
      "photos[0].credit": [FORM_MESSAGES.credit],
    });
    form.set("photos[0].credit", "Ana");
    const unknown = parse(form);
    expect(unknown.ok ? null : unknown.errors).toEqual({
      "photos[0].id": [FORM_MESSAGES.photoGone],
    });
    const claimed = parse(form, new Map([[upload, { width: 1200, height: 800 }]]));
    expect(claimed.ok && claimed.fields.photos?.[0]).toMatchObject({ id: upload, width: 1200 });
  });

  it("sets a figure only with a reason, and records which and why", () => {
    const noReason = parse(fields({ "override.dailyCost.value": "70" }));
    expect(noReason.ok ? null : noReason.errors).toEqual({
      "override.dailyCost.reason": [FORM_MESSAGES.reasonMissing],
    });
    const noValue = parse(fields({ "override.timeZone.reason": "Because" }));
    expect(noValue.ok ? null : noValue.errors).toEqual({
      "override.timeZone.value": [FORM_MESSAGES.valueMissing],
    });
    const set = parse(
      fields({
        "override.dailyCost.value": "70.50",
        "override.dailyCost.reason": "Meals by the river cost more",
        "override.coordinates.latitude": "38.7",
        "override.coordinates.longitude": "-9.14",
        "override.coordinates.reason": "The old town, not the city's centroid",
        "override.climate.value": "mediterranean",
        "override.climate.reason": "The table is for the airport",
      }),
    );
    expect(set.ok).toBe(true);
    if (!set.ok) return;
    expect(set.fields).toMatchObject({
      dailyCostCents: 7050,
      latitude: 38.7,
      longitude: -9.14,
      climate: "mediterranean",
    });
    // The airports' distances follow the centre.
    expect(set.fields.airports?.[0]?.distanceKm).toBe(9);
    expect(set.fields.overrides?.map((override) => override.fact)).toEqual([
      "coordinates",
      "climate",
      "dailyCost",
    ]);
  });

  it("refuses a figure that is no figure, each by its field", () => {
    const wrong = parse(
      fields({
        "override.timeZone.value": "Mars/Olympus",
        "override.timeZone.reason": "x",
        "override.airportCode.value": "ZZZ",
        "override.airportCode.reason": "x",
        "override.nightlyRate.value": "0",
        "override.nightlyRate.reason": "x",
        "override.climate.value": "balmy",
        "override.climate.reason": "x",
      }),
    );
    expect(wrong.ok ? null : wrong.errors).toEqual({
      "override.timeZone.value": [FORM_MESSAGES.timeZone],
      "override.airportCode.value": [FORM_MESSAGES.airportCode],
      "override.nightlyRate.value": [FORM_MESSAGES.euros],
      "override.climate.value": [FORM_MESSAGES.climate],
    });
    // An airport we know, though not the place's: added, with its distance.
    const porto = parse(
      fields({
        "override.airportCode.value": "opo",
        "override.airportCode.reason": "Trains from Porto",
      }),
    );
    expect(porto.ok && porto.fields.airports?.map((airport) => airport.code)).toEqual([
      "LIS",
      "OPO",
    ]);
  });

  it("says each problem with the sights and types by its field, whatever else is wrong", () => {
    const parsed = parse(
      fields({
        name: "",
        typeIds: ["no-such-type"],
        "sights[0].name": "",
        "sights[0].price": "5",
        "sights[1].name": "Castle",
        "sights[1].price": "five",
      }),
    );
    expect(parsed.ok ? null : Object.keys(parsed.errors).sort()).toEqual([
      "name",
      "sights[0].name",
      "sights[1].price",
      "typeIds",
    ]);
  });
});
