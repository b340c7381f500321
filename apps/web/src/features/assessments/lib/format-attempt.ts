/** "12 March 2026 at 14:05": attempts can fall on one day, so the time tells them apart. */
export function formatAttemptTime(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return `${day} at ${time}`;
}
