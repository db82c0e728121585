import { useBlocker } from "react-router";
import { type RefObject, useEffect, useRef, useState } from "react";

const LEAVE_WARNING = "You have changes that are not saved. Leave this page and lose them?";

/** The form's text as it would be sent (files by name), to tell whether anything changed. */
function snapshot(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form).entries()].map(([name, value]) => [
      name,
      typeof value === "string" ? value : value.name,
    ]),
  );
}

/**
 * Whether the editor changed the form since the page was drawn, and a warning before they leave
 * with those changes (decision 173): the browser's own question when the tab closes or reloads,
 * and the same question before a link of the site takes them elsewhere. Pressing one of the
 * form's buttons is never stopped: every one of them saves. Scripts that change the form (a
 * photo added or moved) send it a `change` event.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>): boolean {
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const drawn = snapshot(element);
    submitting.current = false;
    setDirty(false);
    const compare = () => setDirty(snapshot(element) !== drawn);
    const submit = () => {
      submitting.current = true;
    };
    element.addEventListener("input", compare);
    element.addEventListener("change", compare);
    element.addEventListener("submit", submit);
    return () => {
      element.removeEventListener("input", compare);
      element.removeEventListener("change", compare);
      element.removeEventListener("submit", submit);
    };
  }, [form]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      // Older browsers show their question only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      currentLocation.pathname + currentLocation.search !==
        nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return dirty;
}
