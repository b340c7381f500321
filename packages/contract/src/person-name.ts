import { limits, namePattern } from './limits.js';

// The schemas check `namePattern` with the Unicode flag (Ajv's default); so does this. Pure, so a web
// bundle that never calls these drops it.
const nameRegExp = /* @__PURE__ */ new RegExp(namePattern, 'u');

/**
 * The one name rule: what the profile schemas accept for a first or last name (letters of any script,
 * spaces, apostrophes, dots and dashes; so no markup, control characters, line breaks or bidi
 * overrides), at most `limits.nameMax` characters counted as the schemas count them (code points).
 */
export function isPersonName(value: string): boolean {
  const length = Array.from(value).length;
  return length >= 1 && length <= limits.nameMax && nameRegExp.test(value);
}

/**
 * A name from outside the profile form (an identity provider's claim), trimmed, when it keeps the
 * one name rule; else null, so the learner types it at the profile step. Nothing is cut or stripped:
 * a name changed behind the learner's back would print wrongly on a certificate.
 */
export function cleanPersonName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  return isPersonName(name) ? name : null;
}
