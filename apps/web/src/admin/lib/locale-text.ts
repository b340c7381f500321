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

/** A count in the locale's digits ("1.234" in German); English keeps its plain digits, as before. */
export function formatCount(value: number, locale: Locale): string {
  return locale === 'en' ? String(value) : value.toLocaleString(locale);
}

/** A percentage with `digits` decimals: "12.5%" in English, "12,5 %" in German or French. */
export function formatPercent(value: number, locale: Locale, digits = 0): string {
  if (locale === 'en') return `${digits === 0 ? Math.round(value) : value.toFixed(digits)}%`;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100);
}

/** "November 2026" for `2026-11`, in the locale ("November 2026", "novembre 2026"). */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A number with `digits` decimals: "3.67" in English (as before), "3,67" in German or French. */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  if (locale === 'en') return value.toFixed(digits);
  return value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A UTC day (`2026-03-01`) as the locale writes it: English keeps the day as sent (as before), German
 * "01.03.2026", French "1 mars 2026", Spanish "1 mar 2026".
 */
export function formatDay(day: string, locale: Locale): string {
  if (locale === 'en') return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
