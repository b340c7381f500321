import type { Locale } from '../../../i18n/locales';

/** The tag dates are written in: British English for English (as the app always wrote them), else the locale. */
export const dateTag = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

/** A score out of 100, in the locale: "85%", "85 %" (German, French, Spanish). */
export function formatPercent(value: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(value) / 100,
  );
}
