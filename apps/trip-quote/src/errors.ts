/** Input the quote cannot use, with a message for the person who typed it. */
export class QuoteInputError extends Error {
  override name = "QuoteInputError";
}
