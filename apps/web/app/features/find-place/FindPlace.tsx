import { Bed, Ticket } from "~/ui/icons";
import { useId, useReducer, useRef, type KeyboardEvent } from "react";
import {
  enhanceSearchForms,
  preloadSearchEnhancements,
} from "~/features/planner/enhance-search-forms";
import type { FindPlaceForms, FindPlaceFormTab } from "./find-place-forms";
import { LazySearchForm } from "./LazySearchForm";
import {
  addCurrentTab,
  findPlaceReducer,
  initialFindPlaceState,
  selectedTab,
} from "./find-place-state";
import "~/features/planner/search-fields.css";
import "./find-place.css";

export type { FindPlaceForms };

const tabIcons = { "icon-tickets": Ticket, "icon-bed": Bed } as const;

/** Heading and introduction of each tab's panel, by tab name (content comes with the page data). */
export type FindPlacePanels = Record<string, { title: string; text: string }>;

// Without JavaScript the tab buttons cannot switch panels: show both forms, one under the other.
const noScriptStyle =
  ".find-place__tabs{display:none}.find-place__panel[hidden]{display:grid!important}";

/**
 * The hero's search widget: tabs for flights and hotels (WAI-ARIA tabs pattern with arrow
 * keys, Home and End). Each panel holds its search form (SearchForms.tsx, a lazy island): plain
 * GET forms to the results page, enhanced with the airport autocomplete once someone uses them.
 */
export function FindPlace({
  panels,
  forms,
  headingLevel = 2,
}: {
  panels: FindPlacePanels;
  forms: FindPlaceForms;
  headingLevel?: 2 | 3;
}) {
  const [state, dispatch] = useReducer(findPlaceReducer, forms.initialTab, (tab) =>
    findPlaceReducer(initialFindPlaceState, addCurrentTab(tab)),
  );
  const current = selectedTab(state);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = state.tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = state.tabs[target];
    if (!tab) return;
    dispatch(addCurrentTab(tab.name));
    tabRefs.current[target]?.focus();
  }

  return (
    <div
      className="find-place"
      onFocus={enhanceSearchForms}
      onPointerOver={preloadSearchEnhancements}
    >
      <noscript>
        <style>{noScriptStyle}</style>
      </noscript>
      <div role="tablist" aria-label="What are you looking for?" className="find-place__tabs">
        {state.tabs.map((tab, index) => {
          const Icon = tabIcons[tab.icon as keyof typeof tabIcons];
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="find-place__tab"
              onClick={() => dispatch(addCurrentTab(tab.name))}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {Icon ? <Icon className={tab.icon} aria-hidden="true" size={18} /> : null}
              <span className="find-place__tab-number" aria-hidden="true">
                {tab.id}
              </span>
              {tab.name}
            </button>
          );
        })}
      </div>
      {state.tabs.map((tab) => {
        const copy = panels[tab.name];
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== current?.id}
            tabIndex={0}
            className="find-place__panel"
          >
            <Heading className="find-place__title">{copy?.title ?? tab.name}</Heading>
            <p className="find-place__text">{copy?.text}</p>
            <SearchFormSlot
              id={`${baseId}-form-${tab.id}`}
              tab={tab.name as FindPlaceFormTab}
              forms={forms}
            />
          </div>
        );
      })}
    </div>
  );
}

function SearchFormSlot({
  id,
  tab,
  forms,
}: {
  id: string;
  tab: FindPlaceFormTab;
  forms: FindPlaceForms;
}) {
  return (
    <div id={id} className="find-place__form">
      <LazySearchForm tab={tab} forms={forms} />
    </div>
  );
}
