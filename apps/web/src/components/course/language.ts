import type { Locale } from '@coursewise/contract';

/** The course languages, as the API takes them (spelled out: the contract's list would bring TypeBox). */
export const COURSE_LANGUAGES: readonly Locale[] = ['en', 'es', 'fr', 'de'];

const namesByLocale = new Map<string, Intl.DisplayNames>();

/**
 * A course language's name in the page's language (`locale`, English by default): "Spanish" for `es`,
 * "Spanisch" in German; an unknown code as it is.
 */
export function languageName(code: string, locale = 'en'): string {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    namesByLocale.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The choices of a language select, each code shown by its name (in `locale`, English by default). */
export function languageOptions(locale = 'en'): { value: Locale; label: string }[] {
  return COURSE_LANGUAGES.map((value) => ({ value, label: languageName(value, locale) }));
}

/** The choices in English, for callers that show them so. */
export const LANGUAGE_OPTIONS = languageOptions();
