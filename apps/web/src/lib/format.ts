// The two the first screen uses live in their own module (format-basics.ts): a module sits whole in
// the chunk of its first user, so this one, with what only later pages need, stays out of the home route.
export { formatRating, truncate } from './format-basics';

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

/** "27 November 2026"; `locale` is a language tag (the active locale; British English by default). */
export function formatDate(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "2 MB"; in another language (`locale`, not English) its own digits and units ("2 Mo"). */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (locale !== 'en') {
    const [value, unit] =
      bytes < 1024
        ? [bytes, 'byte']
        : bytes < 1024 * 1024
          ? [Math.round(bytes / 1024), 'kilobyte']
          : [bytes / (1024 * 1024), 'megabyte'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  }
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** "1 course", "24 courses". */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/**
 * A length in minutes for people: "45 min", "2 h", "2 h 47 min"; in another language (`locale`, not
 * English) with its own short units ("2 Std. 47 Min.").
 */
export function formatDuration(minutes: number, locale = 'en'): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (locale !== 'en') {
    const unit = (value: number, name: 'hour' | 'minute') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
    if (hours === 0) return unit(rest, 'minute');
    return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
  }
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "November 2026". */
export function formatMonthYear(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long' });
}

// Elements that stand on their own line, so "<p>one</p><p>two</p>" reads "one two", not "onetwo".
const LINE_ELEMENTS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/** The text of sanitised HTML, for searching and for meta descriptions; every entity is decoded. */
export function htmlToText(html: string): string {
  // The browser's own parser knows every entity; a template's content is inert (nothing loads or runs).
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(LINE_ELEMENTS)) {
    element.before(' ');
    element.after(' ');
  }
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
