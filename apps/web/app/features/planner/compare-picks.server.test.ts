import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { readComparePicks } from "./compare-picks.server";

const lisbon = makeDestination({ id: 101, name: "Lisbon", countryCode: "pt" });
const porto = makeDestination({ id: 104, slug: "porto", name: "Porto", countryCode: "pt" });
const portland = makeDestination({
  id: 130,
  slug: "portland",
  name: "Portland",
  countryCode: "us",
});
const madrid = makeDestination({ id: 102, slug: "madrid", name: "Madrid", countryCode: "es" });
const catalogue = [lisbon, porto, portland, madrid];
const picks = (query: string) => readComparePicks(new URLSearchParams(query), catalogue);

describe("readComparePicks", () => {
  it("reads typed names and ids from links, a comma list or repeated fields, each place once", () => {
    expect(picks("ids=101,104").chosen.map((place) => place.id)).toEqual([101, 104]);
    const typed = picks("ids=porto&ids=Lisbon%2C+Portugal&ids=");
    expect(typed.chosen.map((place) => place.name)).toEqual(["Porto", "Lisbon"]);
    expect(typed.fields.map((field) => field.value)).toEqual([
      "Porto, Portugal",
      "Lisbon, Portugal",
      "",
    ]);
    expect(picks("ids=101&ids=101").chosen).toHaveLength(1);
    expect(picks("").fields).toEqual([{ value: "" }, { value: "" }, { value: "" }]);
  });

  it("says so when more than three are asked for, keeping the first three", () => {
    const result = picks("ids=101,102,104,130");
    expect(result.chosen.map((place) => place.id)).toEqual([101, 102, 104]);
    expect(result.problem).toBe(
      "You can compare up to 3 destinations side by side, and you chose 4. Keep the three you like best.",
    );
  });

  it("puts an unknown or ambiguous place's problem beside its field, with links to pick one", () => {
    const result = picks("ids=101&ids=Port&ids=Atlantis&adults=2");
    expect(result.chosen.map((place) => place.id)).toEqual([101]);
    expect(result.fields[1]?.error).toBe("Several places match “Port”: pick one.");
    const porto = result.fields[1]?.choices?.find((choice) => choice.label === "Porto");
    const next = new URL(porto?.href ?? "", "http://site.test");
    expect(next.pathname).toBe("/trips/compare");
    expect(next.searchParams.getAll("ids")).toEqual(["101", "104", "Atlantis"]);
    expect(next.searchParams.get("adults")).toBe("2");
    expect(result.fields[2]?.error).toBe(
      "We couldn't find “Atlantis” among our destinations. Try the city's name.",
    );
  });
});
