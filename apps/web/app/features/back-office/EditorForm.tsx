import { Form } from "react-router";
import { type ReactNode, useRef } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { useUnsavedChanges } from "./use-unsaved-changes";

export type FormAction = {
  intent: string;
  label: string;
  primary?: boolean;
};

/**
 * The back-office's one form frame (decisions 170, 173), shared by destinations, posts and
 * types: the version the page was made from, the same buttons above and below the fields (each
 * saves what is on screen, then does its part), and a warning before leaving with changes.
 * Without JavaScript nothing can warn, so both button rows say plainly that leaving without
 * pressing one loses the changes.
 */
export function EditorForm({
  version,
  actions,
  multipart = false,
  children,
  id,
  short = false,
}: {
  version: number | null;
  actions: FormAction[];
  multipart?: boolean;
  children: ReactNode;
  id?: string;
  /** A form that fits on a screen: its buttons below it only. */
  short?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const dirty = useUnsavedChanges(form);
  return (
    <Form
      ref={form}
      id={id}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className="back-office-form"
      noValidate
    >
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      {short ? null : <FormActions actions={actions} dirty={dirty} place="top" />}
      {children}
      <FormActions actions={actions} dirty={dirty} place="bottom" />
    </Form>
  );
}

function FormActions({
  actions,
  dirty,
  place,
}: {
  actions: FormAction[];
  dirty: boolean;
  place: "top" | "bottom";
}) {
  const hydrated = useHydrated();
  return (
    <div className={`back-office-form__actions back-office-form__actions--${place}`}>
      <div className="back-office-form__buttons">
        {actions.map((action) => (
          <button
            key={action.intent}
            type="submit"
            name="intent"
            value={action.intent}
            className={`button ${action.primary ? "button--primary" : "button--secondary"}`}
          >
            {action.label}
          </button>
        ))}
      </div>
      <p className="back-office-form__save-note" aria-live={place === "top" ? "polite" : undefined}>
        {hydrated
          ? dirty
            ? "You have changes that are not saved yet."
            : "No unsaved changes."
          : "Changes are kept only when you press one of these buttons: each one saves what is on screen first."}
      </p>
    </div>
  );
}
