/** Shortens text to at most `max` characters, ending with an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  if (max < 1) return '';
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Score percentage (spec §9): correct ÷ total × 100, 0 when there was nothing to answer. */
export function scorePercentage(correct: number, total: number): number {
  if (total <= 0) return 0;
  return (correct / total) * 100;
}

export function formatPercentage(value: number): string {
  return `${Math.round(value)}%`;
}

interface PersonName {
  firstName: string | null;
  lastName: string | null;
  email?: string;
}

/** "Ada Lovelace"; falls back to the e-mail address while the profile has no name. */
export function displayName(person: PersonName): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email || '';
}

/** Up to two initials for an avatar placeholder. */
export function initials(person: PersonName): string {
  const parts = [person.firstName, person.lastName].filter((part): part is string => Boolean(part?.trim()));
  const letters = parts.length > 0 ? parts.map((part) => part.trim()[0]) : [person.email?.[0]];
  return letters.join('').toUpperCase().slice(0, 2);
}

export function formatDate(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
