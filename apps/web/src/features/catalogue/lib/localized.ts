import type { Locale } from '../../../i18n/locales';
import { formatRating } from '../../../lib/format';

/** The language tag dates are written in: British English for English (as before), else the locale. */
export function dateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** A rating average with one decimal in the locale's digits: 4.67 → "4.7" in English, "4,7" in German. */
export function formatRatingIn(average: number, locale: Locale): string {
  if (locale === 'en') return formatRating(average);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(average * 10) / 10,
  );
}

/** A whole percentage as the locale writes it: "50%" in English, "50 %" in German and French. */
export function formatPercentIn(percent: number, locale: Locale): string {
  if (locale === 'en') return `${percent}%`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** An amount typed in a price field, with the locale's decimal mark ("12.5", "12,5"); read back by readPrice. */
export function formatAmountIn(amount: number, locale: Locale): string {
  const text = String(amount);
  if (locale === 'en') return text;
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return mark ? text.replace('.', mark.value) : text;
}
