/**
 * "12 March 2026 at 14:05": attempts can fall on one day, so the time tells them apart. `locale` is a
 * language tag ("de": "12. März 2026 um 14:05"; British English by default).
 */
export function formatAttemptTime(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
