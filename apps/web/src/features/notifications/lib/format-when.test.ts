import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('when a notification came', () => {
  it('reads in English by default', () => {
    expect(formatWhen(ago(10), NOW)).toBe('just now');
    expect(formatWhen(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatWhen(ago(86_400), NOW)).toBe('yesterday');
    expect(formatWhen(ago(30 * 86_400), NOW)).toBe('28 October 2026');
  });

  it("reads in the page's language", () => {
    expect(formatWhen(ago(10), NOW, 'de')).toBe('jetzt');
    expect(formatWhen(ago(5 * 60), NOW, 'de')).toBe('vor 5 Minuten');
    expect(formatWhen(ago(86_400), NOW, 'fr')).toBe('hier');
    expect(formatWhen(ago(2 * 3600), NOW, 'es')).toBe('hace 2 horas');
    expect(formatWhen(ago(30 * 86_400), NOW, 'de')).toBe('28. Oktober 2026');
  });
});
