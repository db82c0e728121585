import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import {
  destinationLabel,
  destinationProblem,
  resolveDestination,
  searchDestinations,
} from "./destination-search.server";

const porto = makeDestination({ id: 104, slug: "porto", name: "Porto", countryCode: "pt" });
const portland = makeDestination({
  id: 130,
  slug: "portland",
  name: "Portland",
  countryCode: "us",
});
const portoAlegre = makeDestination({
  id: 131,
  slug: "porto-alegre",
  name: "Porto Alegre",
  countryCode: "br",
});
const santiagoChile = makeDestination({
  id: 140,
  slug: "santiago",
  name: "Santiago",
  countryCode: "cl",
});
const santiagoSpain = makeDestination({
  id: 141,
  slug: "santiago-es",
  name: "Santiago",
  countryCode: "es",
});
const saoPaulo = makeDestination({
  id: 150,
  slug: "sao-paulo",
  name: "São Paulo",
  countryCode: "br",
});
const places = [portland, portoAlegre, porto, santiagoChile, santiagoSpain, saoPaulo];

describe("searchDestinations", () => {
  it("puts the exact name first, then names and words that start with the query", () => {
    expect(searchDestinations(places, "porto").map((place) => place.name)).toEqual([
      "Porto",
      "Porto Alegre",
    ]);
    expect(
      searchDestinations(places, "Port")
        .map((place) => place.name)
        .sort(),
    ).toEqual(["Porto", "Porto Alegre", "Portland"].sort());
    // A word of the name, accents ignored; then the country.
    expect(searchDestinations(places, "paulo").map((place) => place.id)).toEqual([150]);
    expect(searchDestinations(places, "sao").map((place) => place.id)).toEqual([150]);
    expect(
      searchDestinations(places, "brazil")
        .map((place) => place.id)
        .sort(),
    ).toEqual([131, 150]);
  });

  it("finds nothing for an empty query and keeps to the limit", () => {
    expect(searchDestinations(places, "  ")).toEqual([]);
    expect(searchDestinations(places, "p", 2)).toHaveLength(2);
  });
});

describe("resolveDestination", () => {
  it("reads a typed name, a picked label and an id from a link", () => {
    expect(resolveDestination(places, "porto")).toEqual({ status: "found", destination: porto });
    expect(resolveDestination(places, destinationLabel(porto))).toEqual({
      status: "found",
      destination: porto,
    });
    expect(destinationLabel(porto)).toBe("Porto, Portugal");
    expect(resolveDestination(places, "104")).toEqual({ status: "found", destination: porto });
    expect(resolveDestination(places, "Sao Paulo")).toEqual({
      status: "found",
      destination: saoPaulo,
    });
  });

  it("asks to pick one when a name or a prefix names several places; says so when none", () => {
    const santiago = resolveDestination(places, "Santiago");
    expect(santiago.status).toBe("ambiguous");
    expect(resolveDestination(places, "Santiago, Spain")).toEqual({
      status: "found",
      destination: santiagoSpain,
    });
    expect(resolveDestination(places, "Por").status).toBe("ambiguous");
    expect(resolveDestination(places, "Atlantis")).toEqual({ status: "unknown" });
    expect(resolveDestination(places, "999")).toEqual({ status: "unknown" });
    expect(resolveDestination(places, "")).toEqual({ status: "empty" });
  });

  it("says what to do in travellers' words", () => {
    expect(destinationProblem({ status: "empty" }, "", { required: true })).toBe(
      "Type where you want to go.",
    );
    expect(destinationProblem({ status: "empty" }, "", { required: false })).toBeUndefined();
    expect(destinationProblem({ status: "unknown" }, "Atlantis", { required: false })).toBe(
      "We couldn't find “Atlantis” among our destinations. Try the city's name.",
    );
  });
});
