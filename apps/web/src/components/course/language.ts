import type { Locale } from '@coursewise/contract';

/** The course languages, as the API takes them (spelled out: the contract's list would bring TypeBox). */
export const COURSE_LANGUAGES: readonly Locale[] = ['en', 'es', 'fr', 'de'];

// In English for now: the interface's own language comes with its message catalogues (issue 26).
const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** A course language's name ("Spanish" for `es`); an unknown code as it is. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The choices of a language select, each code shown by its name. */
export const LANGUAGE_OPTIONS = COURSE_LANGUAGES.map((value) => ({ value, label: languageName(value) }));
