import { DEFAULT_LOCALE, isLocale, type Locale } from '@coursewise/contract';
import { de } from './de.js';
import { en, type MailWords } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export type { MailWords };

const WORDS: Record<Locale, MailWords> = { en, es, fr, de };

/** What mail says in the recipient's language. */
export const mailWords = (locale: Locale): MailWords => WORDS[locale];

/** The language to write to an account in: the one it chose, else `fallback` (the asking page's), else English. */
export const recipientLocale = (
  chosen: string | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale => (isLocale(chosen) ? chosen : fallback);
