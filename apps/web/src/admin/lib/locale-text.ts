import type { I18n } from '@lingui/core';
import type { Locale } from '../../i18n/locales';

/**
 * A field's label as it reads inside a sentence ("Remove cover image"): lower case, except in German,
 * where nouns keep their capital ("Titelbild entfernen").
 */
export function inSentence(label: string, locale: Locale): string {
  return locale === 'de' ? label : label.toLowerCase();
}

/** The language tag dates are written in: British English for English (as before), else the locale. */
export function dateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** `_` of `useLingui()` (bound to its Lingui), for helpers outside components: columns, wordings. */
export type Translate = I18n['_'];
