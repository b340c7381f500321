import { LOCALE_COOKIE } from '@coursewise/contract/cookies';

/**
 * The languages the web app speaks (ARCHITECTURE §9 "Languages"): the contract's four codes, spelled
 * out here because its `locales.ts` brings TypeBox into the first screen's script (`locales.test.ts`
 * checks they agree). The cookie name is the contract's own.
 */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie the visitor's choice is kept in; the server reads it to render the page in that language. */
export { LOCALE_COOKIE };

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
