import type { Locale } from '../../../i18n/locales';
import { formatDate } from '../../../lib/format';

/** When a notification came, for people: "just now", "5 minutes ago", "yesterday", then the date. */
export function formatWhen(iso: string, now: number = Date.now(), locale: Locale = 'en'): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // "now" in the locale ("jetzt", "maintenant"); English keeps its "just now".
  if (seconds > -60) return locale === 'en' ? 'just now' : relative.format(0, 'second');
  if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (seconds > -7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(iso, locale === 'en' ? 'en-GB' : locale);
}
