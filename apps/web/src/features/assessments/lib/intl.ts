import type { Locale } from '../../../i18n/locales';

/** The tag dates are written in: British English for English (as the app always wrote them), else the locale. */
export const dateTag = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

/** A score or pass mark out of 100, in the locale: "85%", "85 %" (German, French, Spanish). */
export function formatPercent(value: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(value) / 100,
  );
}

/** "1, 3 and 6" (no serial comma in English, as before), "1, 3 und 6", "1, 3 et 6". */
export function listNumbers(numbers: readonly number[], locale: Locale = 'en'): string {
  const format = new Intl.NumberFormat(locale);
  return new Intl.ListFormat(dateTag(locale), { type: 'conjunction' }).format(
    numbers.map((number) => format.format(number)),
  );
}
