import type { I18n } from '@lingui/core';
import type { Locale } from '../../../i18n/locales';

/** Lingui's `_`, for helpers that word something outside a component. */
export type Translate = I18n['_'];

/** The language tag dates are written in: British English for English (as before), else the locale. */
export const dateLocaleOf = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

/** "37%" in English, "37 %" in German and French: a whole percentage in the locale's way. */
export function formatPercentIn(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(value) / 100,
  );
}

/** A length in minutes in the page's language: "45 min", "2 h", "2 h 47 min" ("2 Std. 47 Min."). */
export function formatDurationIn(_: Translate, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return _('learning.duration.minutes', { minutes: rest });
  return rest === 0
    ? _('learning.duration.hours', { hours })
    : _('learning.duration.hoursMinutes', { hours, minutes: rest });
}

/** "Video" or "Reading": what kind of chapter it is. */
export function chapterTypeLabel(_: Translate, type: string): string {
  return type === 'video' ? _('learning.chapter.typeVideo') : _('learning.chapter.typeReading');
}
