import { type I18n, type Messages, setupI18n } from '@lingui/core';
import english from '../../../i18n/catalogues/editor/en.json';
import type { Locale } from '../../../i18n/locales';

/** The page's `_` (from `useLingui`), for the editor's wording helpers. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

let englishI18n: I18n | undefined;

/**
 * The editor's messages in English, for a wording helper called without the page's Lingui (a unit that
 * checks its sentences, as the product spec words them). Pages always pass their own `_`.
 */
export const inEnglish: Translate = (id, values) => {
  englishI18n ??= setupI18n({ locale: 'en', messages: { en: english as Messages } });
  return englishI18n._(id, values);
};

/** Dates in the page's language; English keeps the British order the editor has always shown. */
export const dateLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

/**
 * A language's name in the page's language ("Spanish", "Español", "Espagnol"); an unknown tag as it is.
 * The name stands alone (an option, a track), so it starts with a capital: Intl writes French and
 * Spanish names in lower case, as inside a sentence ("espagnol").
 */
export function languageNameIn(locale: Locale, tag: string): string {
  let name: string;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
  return name === tag ? name : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A count as the list shows it: English as it always was (no separators), other languages grouped. */
export const formatCount = (count: number, locale: Locale): string =>
  locale === 'en' ? String(count) : count.toLocaleString(locale);

/** A length in minutes for people: "45 min", "2 h", "2 h 47 min" (in the page's language). */
export function formatLength(minutes: number, _: Translate): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return _('editor.length.minutes', { minutes: rest });
  return rest === 0
    ? _('editor.length.hours', { hours })
    : _('editor.length.hoursMinutes', { hours, minutes: rest });
}
