/**
 * Enhancements for the search and planner forms, loaded only when someone first reaches for a
 * form (see enhance-search-forms.ts). The forms work without them; with them:
 * - airport and destination fields become an ARIA 1.2 combobox (WAI-ARIA APG "list
 *   autocomplete"): suggestions from /api/airports or /api/destinations, Arrow keys to move,
 *   Enter to pick, Escape to close, a polite status;
 * - the travellers summary follows the counts;
 * - a return date cannot be chosen before the departure.
 * Plain DOM code: the find-place forms are server-rendered HTML without React on the client.
 */
import { travellersLabel } from "@travel/domain";

/** One suggestion as the listbox shows it, and the text the field takes when it is picked. */
type Suggestion = { label: string; place: string; detail: string };

type AirportAnswer = {
  airports?: { code: string; name: string; city: string; country: string; label: string }[];
};
type DestinationAnswer = { destinations?: { name: string; country: string; label: string }[] };

/** Where each kind of field finds its suggestions, and how the status names them. */
const SOURCES = {
  airports: {
    path: "/api/airports",
    read: (body: AirportAnswer): Suggestion[] =>
      (body.airports ?? []).map((airport) => ({
        label: airport.label,
        place: `${airport.city || airport.name}, ${airport.country}`,
        detail: `${airport.name} · ${airport.code}`,
      })),
    one: "airport",
    many: "airports",
  },
  destinations: {
    path: "/api/destinations",
    read: (body: DestinationAnswer): Suggestion[] =>
      (body.destinations ?? []).map((destination) => ({
        label: destination.label,
        place: destination.name,
        detail: destination.country,
      })),
    one: "place",
    many: "places",
  },
} as const;
type SourceName = keyof typeof SOURCES;

const DEBOUNCE_MS = 120;
const cache = new Map<string, Promise<Suggestion[]>>();

function fetchSuggestions(source: SourceName, query: string): Promise<Suggestion[]> {
  const key = query.trim().toLowerCase();
  const cacheKey = `${source} ${key}`;
  let pending = cache.get(cacheKey);
  if (!pending) {
    const { path, read } = SOURCES[source];
    pending = fetch(`${path}?q=${encodeURIComponent(key)}`, {
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : {}))
      .then((body: object) => read(body as never));
    // A failed request is forgotten, so the next keystroke asks again.
    pending.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, pending);
  }
  return pending;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function setUpCombobox(input: HTMLInputElement): void {
  const listbox = document.getElementById(input.dataset.listbox ?? "");
  const source = input.dataset.suggest;
  if (listbox instanceof HTMLUListElement && (source === "airports" || source === "destinations"))
    comboboxBehaviour(input, listbox, source);
}

function comboboxBehaviour(
  input: HTMLInputElement,
  listbox: HTMLUListElement,
  source: SourceName,
): void {
  const { one, many } = SOURCES[source];
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("autocomplete", "off");
  const status = element("p", "visually-hidden");
  status.setAttribute("role", "status");
  listbox.after(status);

  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const optionId = (index: number) => `${listbox.id}-${index}`;
  const isOpen = () => !listbox.hidden;

  function render(open: boolean): void {
    listbox.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = element("li", "combobox__option");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", String(index === active));
        const place = element("span", "combobox__place", suggestion.place);
        const detail = element("span", "combobox__detail", suggestion.detail);
        option.append(place, detail);
        // mousedown would blur the input before the click lands.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => pick(index));
        return option;
      }),
    );
    const show = open && suggestions.length > 0;
    listbox.hidden = !show;
    input.setAttribute("aria-expanded", String(show));
    if (show && active >= 0) {
      input.setAttribute("aria-activedescendant", optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  }

  function close(): void {
    active = -1;
    render(false);
  }

  function pick(index: number): void {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    // No debounced question starts after the pick; one already on its way was about what was
    // typed before it, and update() drops its answer since the field no longer holds that text.
    clearTimeout(timer);
    input.value = suggestion.label;
    close();
    status.textContent = `${suggestion.label} selected`;
  }

  async function update(): Promise<void> {
    const query = input.value;
    if (query.trim() === "") {
      suggestions = [];
      status.textContent = "";
      close();
      return;
    }
    const found = await fetchSuggestions(source, query).catch(() => []);
    // Answers can arrive out of order, or after a pick: only the field's current text counts.
    if (input.value !== query || document.activeElement !== input) return;
    suggestions = found;
    active = -1;
    render(true);
    status.textContent =
      found.length === 0
        ? `No ${many} found`
        : `${found.length} ${found.length === 1 ? one : many} found, use the arrow keys to choose`;
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), DEBOUNCE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        if (!isOpen()) {
          active = event.key === "ArrowDown" ? 0 : count - 1;
        } else {
          active = event.key === "ArrowDown" ? (active + 1) % count : (active - 1 + count) % count;
        }
        render(true);
        return;
      }
      case "Enter":
        if (isOpen() && active >= 0) {
          // Picking an airport must not submit the form.
          event.preventDefault();
          pick(active);
        }
        return;
      case "Escape":
        if (isOpen()) {
          event.preventDefault();
          close();
        }
        return;
      case "Tab":
        close();
        return;
    }
  });
  input.addEventListener("blur", () => close());
  // Letters typed while this code was loading get their suggestions now.
  if (document.activeElement === input && input.value !== input.defaultValue) void update();
}

function setUpTravellers(picker: HTMLElement): void {
  const summary = picker.querySelector<HTMLElement>("[data-travellers-summary]");
  const inputs = [...picker.querySelectorAll<HTMLInputElement>("input[data-traveller]")];
  if (!summary) return;
  const count = (input: HTMLInputElement | undefined) =>
    input && /^\d+$/.test(input.value) ? Number(input.value) : undefined;
  const byCategory = (name: string) =>
    count(inputs.find((input) => input.dataset.traveller === name));
  picker.addEventListener("input", () => {
    summary.textContent = travellersLabel({
      adults: byCategory("adults"),
      children: byCategory("children"),
      infants: byCategory("infants"),
    });
  });
}

function setUpDates(form: HTMLFormElement): void {
  const pairs: [string, string][] = [
    ["departureDate", "returnDate"],
    ["checkIn", "checkOut"],
  ];
  for (const [startName, endName] of pairs) {
    const start = form.querySelector<HTMLInputElement>(`input[data-date="${startName}"]`);
    const end = form.querySelector<HTMLInputElement>(`input[data-date="${endName}"]`);
    if (!start || !end) continue;
    start.addEventListener("change", () => {
      if (start.value) end.min = start.value;
    });
  }
}

/** Enhances the forms inside `root` (each element once). */
export function enhance(root: HTMLElement): void {
  const once = <T extends HTMLElement>(selector: string, setUp: (element: T) => void) => {
    for (const found of root.querySelectorAll<T>(selector)) {
      if (found.dataset.enhanced) continue;
      found.dataset.enhanced = "true";
      setUp(found);
    }
  };
  once<HTMLInputElement>("input[data-suggest]", setUpCombobox);
  once<HTMLElement>("[data-travellers]", setUpTravellers);
  once<HTMLFormElement>("form", setUpDates);
}
