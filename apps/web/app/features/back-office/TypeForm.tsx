import { TextAreaField, TextField } from "~/ui/Field";
import { EditorForm } from "./EditorForm";
import type { TypeFormValues } from "./type-form";

/** A destination type's name and description; the identifier only when it is new. */
export function TypeForm({
  values,
  errors,
  version,
  submitLabel,
}: {
  values: TypeFormValues;
  errors: Partial<Record<string, string[]>>;
  version: number | null;
  submitLabel: string;
}) {
  return (
    <EditorForm
      version={version}
      actions={[{ intent: "save", label: submitLabel, primary: true }]}
      short
    >
      <div className="back-office-form__grid">
        {version === null ? (
          <TextField
            label="Identifier"
            name="id"
            defaultValue={values.id}
            errors={errors.id}
            hint="Lower-case letters and hyphens, like wine-country. It cannot change later."
          />
        ) : null}
        <TextField label="Name" name="name" defaultValue={values.name} errors={errors.name} />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        defaultValue={values.description}
        errors={errors.description}
        rows={3}
      />
    </EditorForm>
  );
}
