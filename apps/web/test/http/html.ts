// The HTML a page answers with, parsed (linkedom) so a test reads it as markup: what a loader
// rendered and what a form will send, without a browser. Text is read as a browser shows it,
// whitespace collapsed.
import { parseHTML } from "linkedom";
import { expect } from "vitest";
import { send } from "./requests";

export async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await send(path, { headers: { Accept: "text/html", ...headers } });
  const { document } = parseHTML(answer.text);
  return { status: answer.status, headers: answer.headers, document };
}

/** The page at `path`, which must answer 200. */
export async function okPage(path: string, headers: Record<string, string> = {}) {
  const answer = await page(path, headers);
  expect(answer.status, path).toBe(200);
  return answer.document;
}

type Node = { textContent: string | null } | null | undefined;
export const text = (node: Node) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

type Root = { querySelectorAll(selector: string): ArrayLike<Element> };
export const all = (root: Root, selector: string) => Array.from(root.querySelectorAll(selector));
export const texts = (root: Root, selector: string) => all(root, selector).map(text);

/** A link's name as assistive technology reads it: its aria-label, else its text. */
export const nameOf = (element: Element) => element.getAttribute("aria-label") ?? text(element);

/** The link named `name` (exactly, or matching) inside `root`, as getByRole("link") finds it. */
export const linkNamed = (root: Root, name: string | RegExp) =>
  all(root, "a[href]").find((link) =>
    typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link)),
  );

/** The one element `selector` finds; a test that expects one fails when there are none or several. */
export function one(root: Root, selector: string): Element {
  const found = all(root, selector);
  // The count, not the elements: a DOM node does not print.
  expect(found.length, `how many ${selector}`).toBe(1);
  return found[0] as Element;
}

/** The first element `selector` finds; there must be one. */
export function first(root: Root, selector: string): Element {
  const found = all(root, selector);
  expect(found.length, `how many ${selector}`).toBeGreaterThan(0);
  return found[0] as Element;
}

/**
 * The field a form labels `label`, as a person finds it: a <label for> whose text starts with
 * it, or a label around a box or a round button whose text is it.
 */
export function field(form: Root, label: string): Element {
  const around = all(form, "label").filter(
    (candidate) => text(candidate) === label && candidate.querySelector("input"),
  );
  if (around.length === 1) return around[0]?.querySelector("input") as Element;
  const labels = all(form, "label[for]").filter((candidate) => text(candidate).startsWith(label));
  expect(labels.length, `fields labelled "${label}"`).toBe(1);
  return one(form, `#${labels[0]?.getAttribute("for") ?? ""}`);
}

/** The value of the option a select shows as `label`. */
function optionValue(select: Element, label: string): string {
  const option = all(select, "option").find((candidate) => text(candidate) === label);
  expect(option === undefined, `no option "${label}"`).toBe(false);
  return option?.getAttribute("value") ?? text(option);
}

/**
 * The address a GET form opens when sent without JavaScript: its action, then every named field
 * in order with the value the page gave it, or the one `chosen` gives by label (what a person
 * typed, the label of the option they picked, or "checked" for a round button they chose).
 * Unchecked boxes and buttons send nothing.
 */
export function submitGet(form: Element, chosen: Record<string, string> = {}): string {
  expect(form.getAttribute("method")?.toLowerCase() ?? "get", "a GET form").toBe("get");
  // By control, not by name: several fields may share one (the comparison's three places).
  const byControl = new Map<Element, string>();
  for (const [label, value] of Object.entries(chosen)) {
    const control = field(form, label);
    const type = control.getAttribute("type");
    byControl.set(
      control,
      control.tagName.toLowerCase() === "select"
        ? optionValue(control, value)
        : type === "radio" || type === "checkbox"
          ? (control.getAttribute("value") ?? "on")
          : value,
    );
  }
  const chosenNames = new Set([...byControl.keys()].map((control) => control.getAttribute("name")));
  const query = new URLSearchParams();
  for (const control of all(form, "input[name], select[name], textarea[name]")) {
    const name = control.getAttribute("name") ?? "";
    const type = control.getAttribute("type") ?? "";
    if (control.hasAttribute("disabled") || ["submit", "button", "image", "reset"].includes(type))
      continue;
    if (byControl.has(control)) {
      query.append(name, byControl.get(control) ?? "");
    } else if (type === "checkbox" || type === "radio") {
      // A chosen round button replaces the group's checked one.
      if (control.hasAttribute("checked") && !(type === "radio" && chosenNames.has(name)))
        query.append(name, control.getAttribute("value") ?? "on");
    } else if (control.tagName.toLowerCase() === "select") {
      const picked = control.querySelector("option[selected]") ?? control.querySelector("option");
      query.append(name, picked?.getAttribute("value") ?? text(picked));
    } else {
      query.append(name, control.getAttribute("value") ?? "");
    }
  }
  return `${form.getAttribute("action") ?? ""}?${query.toString()}`;
}
