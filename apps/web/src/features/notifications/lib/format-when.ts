import { formatDate } from '../../../lib/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** When a notification came, for people: "just now", "5 minutes ago", "yesterday", then the date. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds > -60) return 'just now';
  if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (seconds > -7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(iso);
}
