import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, createTestI18n } from '../test/i18n';
import { CATALOGUES, type Catalogue } from './load-catalogue';
import { LOCALES } from './locales';

// Every source file of the web app, tests and test helpers left out (they quote English on purpose).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Ids are literals: `_('footer.about')`, or a link's `label: 'nav.cart'` shown through `_`.
const ID_PATTERNS = [/\b_\(\s*'([a-z][\w.]*)'/g, /\blabel: '([a-z][a-zA-Z]*\.[\w.]+)'/g];

/**
 * Which catalogue a source file's own words belong to, by folder (the first match). A page loads its
 * catalogues with its code (app/router.tsx), so a file may show ids of its own catalogue and of core,
 * and, unless it is core's (on the first screen), of `shared`, which every lazy part brings.
 */
const CATALOGUE_OF_FOLDER: readonly [string, Catalogue][] = [
  // The parts of the shell and the components that load lazily: they bring `shared` (withCatalogues).
  ['app/cookie-consent', 'shared'],
  ['app/layout/user-menu', 'shared'],
  ['app/layout/mobile-nav', 'shared'],
  ['components/avatar-picker', 'shared'],
  ['components/form-fields/', 'shared'],
  ['components/lazy-review-form', 'shared'],
  ['components/lazy-rich-text-editor', 'shared'],
  ['components/not-found-page', 'shared'],
  ['components/paged-list-page', 'shared'],
  ['components/profile-form', 'shared'],
  ['components/review-form', 'shared'],
  ['components/rich-text-editor', 'shared'],
  ['components/toasts', 'shared'],
  ['features/notifications/components/', 'shared'],
  ['features/notifications/lib/', 'shared'],
  ['lib/validation.ts', 'shared'],
  ['features/auth/', 'auth'],
  ['features/account/', 'profile'],
  ['features/notifications/routes/', 'profile'],
  ['features/catalogue/', 'catalogue'],
  ['features/instructors/', 'catalogue'],
  ['components/streaming/', 'video'],
  ['components/chapter-video', 'video'],
  ['features/wishlist/', 'commerce'],
  ['features/cart/', 'commerce'],
  ['features/checkout/', 'commerce'],
  ['features/gifts/', 'commerce'],
  ['features/purchases/', 'commerce'],
  ['features/learning/', 'learning'],
  ['components/discussions/', 'learning'],
  ['features/assessments/', 'assessments'],
  ['features/certificates/', 'assessments'],
  ['features/content/', 'content'],
  ['admin/catalogue/', 'editor'],
  ['admin/', 'console'],
];

const catalogueOfFile = (file: string): Catalogue =>
  CATALOGUE_OF_FOLDER.find(([folder]) => file.startsWith(`../${folder}`))?.[1] ?? 'core';

/** The catalogue an id belongs to: the one its first segment names, else core. */
const catalogueOfId = (id: string): Catalogue => {
  const prefix = id.split('.')[0];
  return (CATALOGUES as readonly string[]).includes(prefix ?? '') ? (prefix as Catalogue) : 'core';
};

function usedIds(): Map<string, string> {
  const used = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of ID_PATTERNS) {
      for (const [, id] of text.matchAll(pattern)) if (id) used.set(id, file);
    }
  }
  return used;
}

const idsOf = (catalogue: Catalogue) => Object.keys(CATALOGUE_FILES[catalogue]?.en ?? {});

describe('message catalogues', () => {
  const used = usedIds();

  it('finds the ids the shell shows', () => {
    expect(used.has('header.signIn')).toBe(true);
    expect(used.has('nav.cart')).toBe(true);
  });

  it.each(CATALOGUES)('%s has a file per locale, each with the same ids', (catalogue) => {
    const english = idsOf(catalogue).sort();
    for (const locale of LOCALES) {
      const ids = Object.keys(CATALOGUE_FILES[catalogue]?.[locale] ?? { missing: '' }).sort();
      expect({ locale, ids }).toEqual({ locale, ids: english });
    }
  });

  it.each(CATALOGUES)(
    "%s holds only ids named for it (core: ids no catalogue's name starts)",
    (catalogue) => {
      expect(idsOf(catalogue).filter((id) => catalogueOfId(id) !== catalogue)).toEqual([]);
    },
  );

  it('has a message for every id the source uses, in the catalogue the id names', () => {
    const missing = [...used].filter(([id]) => !idsOf(catalogueOfId(id)).includes(id));
    expect(missing.map(([id, file]) => `${id} (${file})`)).toEqual([]);
  });

  it("uses in each file only its own catalogue's ids, core's and shared's (what its page has loaded)", () => {
    const strays: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const own = catalogueOfFile(file);
      for (const pattern of ID_PATTERNS) {
        for (const [, id] of text.matchAll(pattern)) {
          const of = catalogueOfId(id ?? '');
          const allowed = of === 'core' || of === own || (of === 'shared' && own !== 'core');
          if (!allowed) strays.push(`${id} in ${file} (${own})`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('holds no id the source does not use', () => {
    const unused = CATALOGUES.flatMap(idsOf).filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = CATALOGUES.flatMap((catalogue) =>
      Object.entries(CATALOGUE_FILES[catalogue]?.[locale] ?? {}).filter(([, message]) => !message.trim()),
    );
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
