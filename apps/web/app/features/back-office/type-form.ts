/** A destination type's form, as typed (a refused save shows it again). */
export type TypeFormValues = { id: string; name: string; description: string };
