import type { Locale } from '@coursewise/contract';
import { de } from './de.js';
import { en, type HeadWords } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export type { HeadWords, StaticPageName } from './en.js';

const WORDS: Record<Locale, HeadWords> = { en, es, fr, de };

/** A page head's words in the page's language. */
export const headWords = (locale: Locale): HeadWords => WORDS[locale];
