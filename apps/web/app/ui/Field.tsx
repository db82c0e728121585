import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

type FieldProps = { label: string; name: string; errors?: string[] | undefined; hint?: string };

/** Label, control, hint and errors wired together for screen readers (aria-describedby). */
function useFieldIds(errors: string[] | undefined, hint: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldMessages({
  errors,
  hint,
  errorId,
  hintId,
}: {
  errors?: string[] | undefined;
  hint?: string;
  errorId: string;
  hintId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="field__error">
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The label, messages and accessibility wiring shared by every kind of control. */
function FieldFrame({
  label,
  name,
  errors,
  hint,
  control,
}: FieldProps & { control: (props: ControlProps) => React.ReactNode }) {
  const ids = useFieldIds(errors, hint);
  return (
    <div className="field">
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      {control({
        id: ids.id,
        name,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": ids.describedBy,
      })}
      <FieldMessages errors={errors} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export function TextField({
  label,
  name,
  errors,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      name={name}
      errors={errors}
      hint={hint}
      control={(wiring) => <input {...wiring} className="field__control" {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  name,
  errors,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      name={name}
      errors={errors}
      hint={hint}
      control={(wiring) => (
        <textarea {...wiring} className="field__control field__control--textarea" {...textarea} />
      )}
    />
  );
}
