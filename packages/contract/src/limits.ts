/** Limits shared by the server's schemas and the web forms, so both refuse the same input. */
export const limits = {
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 128,
  nameMax: 80,
  phoneMax: 32,
  codeLength: 6,
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Below this percent of the course's chapters completed, a review is labelled "Early review". */
  earlyReviewBelowPercent: 25,
} as const;

/** Accepted phone numbers: digits with optional leading +, spaces, dashes, dots and brackets. */
export const phonePattern = '^\\+?[0-9][0-9 ().-]{5,30}$';
/** Names: letters (any script), spaces, apostrophes, dots and dashes; no markup. */
export const namePattern = "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'’-]*$";
export const codePattern = '^[0-9]{6}$';

// Control characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates that can
// make stored text read differently from what was typed. Written as \u ranges, not \p{…}, so the
// expression means the same with and without the `u` flag (TypeBox in the web forms compiles without it).
const controlCharacters = '\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
/** One line of text: no control characters (so no line breaks) and no bidi overrides. */
export const singleLineTextPattern = `^[^${controlCharacters}]*$`;
/** Paragraphs: like one line, but line breaks (`\n` or `\r\n`) are kept. */
export const multiLineTextPattern = `^(?:[^${controlCharacters}]|\\r?\\n)*$`;
