/**
 * The languages the web app speaks (ARCHITECTURE §9 "Languages"). The same four codes and cookie name
 * as the contract's `locales.ts`, which the API reads: kept here until the web imports it from there.
 */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie the visitor's choice is kept in; the server reads it to render the page in that language. */
export const LOCALE_COOKIE = 'locale';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
