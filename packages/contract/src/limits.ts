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
/**
 * The scripts a certificate can print (the API bundles a Noto face for each; a test there checks the
 * two lists agree), as Unicode Script property values. A name's letters must come from these. A script
 * joins only when its face shapes every sequence in fontkit (pdfkit's shaper): not Mongolian (the face
 * does not load), Javanese or Balinese (their shaper throws on some mark sequences, a 500 on the PDF).
 */
export const nameScripts = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Arabic',
  'Hebrew',
  'Syriac',
  'Thaana',
  'Nko',
  'Adlam',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Myanmar',
  'Khmer',
  'Tai_Viet',
  'Ol_Chiki',
  'Armenian',
  'Georgian',
  'Ethiopic',
  'Cherokee',
  'Tifinagh',
  'Canadian_Aboriginal',
  'Han',
  'Bopomofo',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Yi',
] as const;
export type NameScript = (typeof nameScripts)[number];

// A letter or mark of one of those scripts (Script_Extensions, so the shared letters a script uses
// count, such as Japanese ー and the Arabic tatweel), or a combining mark shared by all scripts.
// \p{…} needs the `u` flag: the API's Ajv and the web's person-name format compile it with it.
const nameLetter = `(?:(?=[\\p{L}\\p{M}])[${nameScripts.map((s) => `\\p{scx=${s}}`).join('')}]|(?=\\p{M})[\\p{sc=Common}\\p{sc=Inherited}])`;
/** Names: letters of a script we can print, spaces, apostrophes, dots and dashes; no markup. */
export const namePattern = `^${nameLetter}(?:${nameLetter}|[ .'’-])*$`;
export const codePattern = '^[0-9]{6}$';

// Control characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates that can
// make stored text read differently from what was typed. Written as \u ranges, not \p{…}, so the
// expression means the same with and without the `u` flag (TypeBox in the web forms compiles without it).
const controlCharacters = '\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
/** One line of text: no control characters (so no line breaks) and no bidi overrides. */
export const singleLineTextPattern = `^[^${controlCharacters}]*$`;
/** Paragraphs: like one line, but line breaks (`\n` or `\r\n`) are kept. */
export const multiLineTextPattern = `^(?:[^${controlCharacters}]|\\r?\\n)*$`;
