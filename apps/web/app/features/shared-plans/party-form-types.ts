/** A party form as the pages show it (party-form.server.ts reads and checks it). */
export type PartyFields = {
  name: string;
  from: string;
  adults: string;
  children: string;
  infants: string;
};
export type PartyFormErrors = Partial<Record<keyof PartyFields, string>>;
export type PartyFormState = {
  values: PartyFields;
  errors: PartyFormErrors;
  /** An ambiguous airport: the airports to pick from (a button each). */
  airportChoices: { code: string; label: string }[];
};
