import { describe, expect, it } from "vitest";
import {
  addCurrentTab,
  findPlaceReducer,
  initialFindPlaceState,
  selectedTab,
} from "./find-place-state";

describe("find-place state", () => {
  it("starts on Flights with the two tabs and their icon classes", () => {
    expect(initialFindPlaceState.currentTab).toBe("Flights");
    expect(initialFindPlaceState.tabs).toEqual([
      { id: 1, name: "Flights", icon: "icon-tickets" },
      { id: 2, name: "Hotel", icon: "icon-bed" },
    ]);
  });

  it("addCurrentTab sets the current tab to the given text", () => {
    const state = findPlaceReducer(initialFindPlaceState, addCurrentTab("Hotel"));
    expect(state.currentTab).toBe("Hotel");
    expect(selectedTab(state)?.icon).toBe("icon-bed");
    expect(initialFindPlaceState.currentTab).toBe("Flights");
  });

  it("keeps the same state object when the tab does not change", () => {
    expect(findPlaceReducer(initialFindPlaceState, addCurrentTab("Flights"))).toBe(
      initialFindPlaceState,
    );
  });

  it("shows the first tab when the current name matches none", () => {
    const state = findPlaceReducer(initialFindPlaceState, addCurrentTab("Trains"));
    expect(state.currentTab).toBe("Trains");
    expect(selectedTab(state)?.name).toBe("Flights");
  });
});
