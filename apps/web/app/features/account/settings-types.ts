/** A settings form's reply as the page receives it: messages per field, what was typed. */
export type SettingsFormReply = {
  errors: Partial<Record<string, string[]>>;
  values: Record<string, string>;
  formError?: string;
};
