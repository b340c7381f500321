/** Shortens text to at most `max` characters, ending with an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  if (max < 1) return '';
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A rating average with one decimal: 4.67 → "4.7" (in another language its own decimal mark: "4,7"). */
export function formatRating(average: number, locale = 'en'): string {
  const rounded = Math.round(average * 10) / 10;
  if (locale === 'en') return rounded.toFixed(1);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rounded,
  );
}
