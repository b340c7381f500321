import { type I18n, setupI18n } from '@lingui/core';
import type { Catalogue } from '../i18n/load-catalogue';
import { LOCALES, type Locale } from '../i18n/locales';

const files = import.meta.glob<Record<string, string>>('../i18n/catalogues/*/*.json', {
  eager: true,
  import: 'default',
});

/** Each catalogue file as written: `CATALOGUE_FILES[catalogue][locale]`. */
export const CATALOGUE_FILES = {} as Record<Catalogue, Record<Locale, Record<string, string>>>;
for (const [path, messages] of Object.entries(files)) {
  const [, catalogue, locale] = /catalogues\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  CATALOGUE_FILES[catalogue as Catalogue] ??= {} as Record<Locale, Record<string, string>>;
  CATALOGUE_FILES[catalogue as Catalogue][locale as Locale] = messages;
}

/** Every catalogue of a locale merged, as tests read them (Lingui compiles a message outside production). */
export const TEST_CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...Object.values(CATALOGUE_FILES).map((byLocale) => byLocale[locale])),
  ]),
) as Record<Locale, Record<string, string>>;

/** Lingui with `locale` active and every catalogue loaded, so a test renders at once, as the app does once loaded. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  const i18n = setupI18n({ messages: TEST_CATALOGUES });
  i18n.activate(locale);
  return i18n;
}
