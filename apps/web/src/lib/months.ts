/** `2026-11`: UTC months, newest first, starting `back` months before now. */
export function recentMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1)).toISOString().slice(0, 7),
  );
}

/** "November 2026" for `2026-11`; `locale` is a language tag (the active locale; British English by default). */
export function monthLabel(month: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
