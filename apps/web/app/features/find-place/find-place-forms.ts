import { createContext, useContext, useState } from "react";

/** The find-place tabs that hold a search form. */
export type FindPlaceFormTab = "Flights" | "Hotel";

/** Each search form as HTML, rendered on the server (features/find-place/find-place.server.tsx). */
export type FindPlaceFormsHtml = Record<FindPlaceFormTab, string>;

/**
 * What a page's loader data says about the widget's forms. `html` is null when the page was
 * requested as a document: the forms are then already in the page, so they are not sent a
 * second time in the loader data (that copy was the largest part of the home page, and the
 * hero picture waited for it). Client-side navigations get the HTML in the data.
 */
export type FindPlaceForms = { initialTab: FindPlaceFormTab; html: FindPlaceFormsHtml | null };

/**
 * The forms of the document being rendered on the server, provided by entry.server.tsx from
 * the request's load context, where the loader left them. Empty in the browser.
 */
export const DocumentFindPlaceForms = createContext<FindPlaceFormsHtml | null>(null);

/**
 * The HTML to show in one tab panel's form slot (the element with id `slotId`): from the
 * loader data, else from the document being rendered on the server, else (hydrating a
 * document) the markup the server already put in the slot. It is kept for as long as the
 * widget is mounted, so a revalidation after some action never resets what someone typed.
 */
export function useSearchFormHtml(
  slotId: string,
  tab: FindPlaceFormTab,
  forms: FindPlaceForms,
): string {
  const fromDocument = useContext(DocumentFindPlaceForms);
  const [html] = useState(
    () =>
      forms.html?.[tab] ??
      fromDocument?.[tab] ??
      (typeof document === "undefined" ? "" : (document.getElementById(slotId)?.innerHTML ?? "")),
  );
  return html;
}
