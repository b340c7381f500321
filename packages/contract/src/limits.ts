/** Limits shared by the server's schemas and the web forms, so both refuse the same input. */
export const limits = {
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 128,
  nameMax: 80,
  phoneMax: 32,
  codeLength: 6,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

/** Accepted phone numbers: digits with optional leading +, spaces, dashes, dots and brackets. */
export const phonePattern = '^\\+?[0-9][0-9 ().-]{5,30}$';
/** Names: letters (any script), spaces, apostrophes, dots and dashes; no markup. */
export const namePattern = "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'’-]*$";
export const codePattern = '^[0-9]{6}$';
