import type { Locale } from '@coursewise/contract';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { SERVER_PATTERNS, type ServerMessage, type ServerPattern, type ServerWords } from './messages.js';

const WORDS: Record<Exclude<Locale, 'en'>, ServerWords> = { es, fr, de };

const FIELD_PATTERNS: [RegExp, keyof ServerWords['fields']][] = [
  [/^must be at least (\d+) characters$/, 'atLeastCharacters'],
  [/^must be at most (\d+) characters$/, 'atMostCharacters'],
  [/^must be at least (-?[\d.]+)$/, 'atLeast'],
  [/^must be at most (-?[\d.]+)$/, 'atMost'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each message with values as a pattern that reads its values back, the longest wording first
 * ("You already own {title}. The gift is kept…" before "You already own {title}").
 */
const VALUE_PATTERNS: [RegExp, ServerPattern][] = SERVER_PATTERNS.map((english): [RegExp, ServerPattern] => {
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+)` : escapeRegExp(part)))
    .join('');
  return [new RegExp(`^${source}$`), english];
}).sort(([, a], [, b]) => b.replace(/\{\w+\}/g, '').length - a.replace(/\{\w+\}/g, '').length);

/** A message with values ("You already own Data Basics") in `words`' language, or null. */
function valueMessage(words: ServerWords, message: string): string | null {
  for (const [pattern, english] of VALUE_PATTERNS) {
    const values = pattern.exec(message)?.groups;
    if (values)
      return words.patterns[english].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return null;
}

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
  const whole = words.messages[message as ServerMessage] ?? valueMessage(words, message);
  if (whole !== null) return whole;
  const field = /^([A-Za-z][\w.[\]]*): (.+)$/.exec(message);
  if (field?.[1] && field[2]) {
    const said = fieldMessage(words, field[2]);
    if (said !== null) return `${field[1]}: ${said}`;
  }
  return fieldMessage(words, message) ?? message;
}
