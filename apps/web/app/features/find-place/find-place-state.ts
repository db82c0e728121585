/**
 * The find-place widget's state (spec: tabs with id, name and icon; currentTab defaults to
 * "Flights") and its one action, addCurrentTab.
 */
export type FindPlaceTab = { id: number; name: string; icon: string };

export type FindPlaceState = { tabs: FindPlaceTab[]; currentTab: string };

const findPlaceTabs: FindPlaceTab[] = [
  { id: 1, name: "Flights", icon: "icon-tickets" },
  { id: 2, name: "Hotel", icon: "icon-bed" },
];

export const initialFindPlaceState: FindPlaceState = { tabs: findPlaceTabs, currentTab: "Flights" };

export type FindPlaceAction = { type: "findPlace/addCurrentTab"; payload: string };

export function addCurrentTab(text: string): FindPlaceAction {
  return { type: "findPlace/addCurrentTab", payload: text };
}

export function findPlaceReducer(state: FindPlaceState, action: FindPlaceAction): FindPlaceState {
  switch (action.type) {
    case "findPlace/addCurrentTab":
      return state.currentTab === action.payload ? state : { ...state, currentTab: action.payload };
    default:
      return state;
  }
}

/** The tab to show: the current one, or the first when the current name matches none. */
export function selectedTab(state: FindPlaceState): FindPlaceTab | undefined {
  return state.tabs.find((tab) => tab.name === state.currentTab) ?? state.tabs[0];
}
