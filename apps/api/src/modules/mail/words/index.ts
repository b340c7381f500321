import { DEFAULT_LOCALE, isLocale, type Locale } from '@coursewise/contract';
import { de } from './de.js';
import { deCommerce } from './de-commerce.js';
import { deTeaching } from './de-teaching.js';
import { type MailWords as AccountWords, en } from './en.js';
import { type CommerceWords, enCommerce } from './en-commerce.js';
import { enTeaching, type TeachingWords } from './en-teaching.js';
import { es } from './es.js';
import { esCommerce } from './es-commerce.js';
import { esTeaching } from './es-teaching.js';
import { fr } from './fr.js';
import { frCommerce } from './fr-commerce.js';
import { frTeaching } from './fr-teaching.js';

/** Every sentence mail says, by area: accounts (en.ts), purchases and refunds, teaching and notices. */
export type MailWords = AccountWords & CommerceWords & TeachingWords;

const WORDS: Record<Locale, MailWords> = {
  en: { ...en, ...enCommerce, ...enTeaching },
  es: { ...es, ...esCommerce, ...esTeaching },
  fr: { ...fr, ...frCommerce, ...frTeaching },
  de: { ...de, ...deCommerce, ...deTeaching },
};

/** What mail says in the recipient's language. */
export const mailWords = (locale: Locale): MailWords => WORDS[locale];

/** The language to write to an account in: the one it chose, else `fallback` (the asking page's), else English. */
export const recipientLocale = (
  chosen: string | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale => (isLocale(chosen) ? chosen : fallback);
