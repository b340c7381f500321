import type { I18n } from '@lingui/core';
import { readCookie, writeCookie } from '../lib/cookies';
import { activateLocale } from './load-catalogue';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from './locales';

/** The cookie lives for a year and is renewed with each choice. */
const COOKIE_DAYS = 365;

/** The language the visitor chose in a language menu, if any. */
export function readLocaleCookie(): Locale | undefined {
  const chosen = readCookie(LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : undefined;
}

/**
 * The language the browser starts in. A server-rendered page says which one it was drawn in on
 * `<html lang>` (the server's negotiation: cookie, profile, Accept-Language); hydration must match it.
 * Otherwise the visitor's cookie, else the default.
 */
export function readStartLocale(isServerRendered: boolean): Locale {
  const drawnIn = document.documentElement.lang;
  if (isServerRendered && isLocale(drawnIn)) return drawnIn;
  return readLocaleCookie() ?? (isLocale(drawnIn) ? drawnIn : DEFAULT_LOCALE);
}

/** Shows the page in `locale` without a reload, and says so on `<html lang>`. */
export async function showLocale(i18n: I18n, locale: Locale): Promise<void> {
  await activateLocale(i18n, locale);
  document.documentElement.lang = locale;
}

/** Remembers the visitor's language and shows the page in it. */
export async function chooseLocale(i18n: I18n, locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, {
    path: '/',
    expires: COOKIE_DAYS,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  await showLocale(i18n, locale);
}
