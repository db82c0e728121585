// The blog post form's fields, as strings (a refused save shows them again as typed).
export const POST_TEXT_FIELDS = [
  "title",
  "slug",
  "summary",
  "author",
  "authorRole",
  "category",
  "publishOn",
  "body",
] as const;
export type PostFormValues = Record<(typeof POST_TEXT_FIELDS)[number], string>;
export const POST_CATEGORIES = ["Planning", "Budget", "Destinations", "Know-how"] as const;
