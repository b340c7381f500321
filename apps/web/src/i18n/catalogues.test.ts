import { describe, expect, it } from 'vitest';
import { createTestI18n, TEST_CATALOGUES } from '../test/i18n';
import { LOCALES } from './locales';

// Every source file of the web app, tests and test helpers left out (they quote English on purpose).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Ids are literals: `_('footer.about')`, or a link's `label: 'nav.cart'` shown through `_`.
const ID_PATTERNS = [/\b_\(\s*'([a-z][\w.]*)'/g, /\blabel: '([a-z][a-zA-Z]*\.[\w.]+)'/g];

function usedIds(): Map<string, string> {
  const used = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of ID_PATTERNS) {
      for (const [, id] of text.matchAll(pattern)) if (id) used.set(id, file);
    }
  }
  return used;
}

describe('message catalogues', () => {
  const used = usedIds();

  it('finds the ids the shell shows', () => {
    expect(used.has('header.signIn')).toBe(true);
    expect(used.has('nav.cart')).toBe(true);
  });

  it.each(LOCALES)('%s has a message for every id the source uses', (locale) => {
    const missing = [...used].filter(([id]) => !(id in TEST_CATALOGUES[locale]));
    expect(missing.map(([id, file]) => `${id} (${file})`)).toEqual([]);
  });

  it.each(LOCALES)('%s holds no id the source does not use', (locale) => {
    const unused = Object.keys(TEST_CATALOGUES[locale]).filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(TEST_CATALOGUES[locale]).filter(([, message]) => !message.trim());
    expect(empty).toEqual([]);
  });

  it("counts with ICU plurals and the locale's digits", () => {
    const count = (locale: 'en' | 'de' | 'fr', n: number) =>
      createTestI18n(locale)._('home.courseCount', { count: n });
    expect([count('en', 1), count('en', 1234)]).toEqual(['1 course', '1,234 courses']);
    expect([count('de', 1), count('de', 1234)]).toEqual(['1 Kurs', '1.234 Kurse']);
    expect(count('fr', 0)).toBe('0 cours');
  });
});
