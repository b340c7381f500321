import type { Locale } from '@coursewise/contract';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { ServerMessage, ServerWords } from './messages.js';

const WORDS: Record<Exclude<Locale, 'en'>, ServerWords> = { es, fr, de };

const FIELD_PATTERNS: [RegExp, keyof ServerWords['fields']][] = [
  [/^must be at least (\d+) characters$/, 'atLeastCharacters'],
  [/^must be at most (\d+) characters$/, 'atMostCharacters'],
  [/^must be at least (-?[\d.]+)$/, 'atLeast'],
  [/^must be at most (-?[\d.]+)$/, 'atMost'],
];

/** A field message ("is required", "must be at least 3 characters") in `words`' language, or null. */
function fieldMessage(words: ServerWords, message: string): string | null {
  const exact = words.messages[message as ServerMessage];
  if (exact !== undefined) return exact;
  for (const [pattern, name] of FIELD_PATTERNS) {
    const value = pattern.exec(message)?.[1];
    if (value !== undefined) return words.fields[name](value);
  }
  return null;
}

/**
 * A message the API wrote in English, in `locale` when it is one of the messages translated
 * (`messages.ts`), a field's ("password: must be at least 12 characters") translated after its path;
 * anything else as written.
 */
export function sayIn(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const words = WORDS[locale];
  const whole = words.messages[message as ServerMessage];
  if (whole !== undefined) return whole;
  const field = /^([A-Za-z][\w.[\]]*): (.+)$/.exec(message);
  if (field?.[1] && field[2]) {
    const said = fieldMessage(words, field[2]);
    if (said !== null) return `${field[1]}: ${said}`;
  }
  return fieldMessage(words, message) ?? message;
}
