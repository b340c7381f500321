import { type I18n, setupI18n } from '@lingui/core';
import de from '../i18n/catalogues/de.json';
import en from '../i18n/catalogues/en.json';
import es from '../i18n/catalogues/es.json';
import fr from '../i18n/catalogues/fr.json';
import type { Locale } from '../i18n/locales';

/** Every catalogue at once, as tests read them (Lingui compiles a message outside production). */
export const TEST_CATALOGUES: Record<Locale, Record<string, string>> = { en, es, fr, de };

/** Lingui with `locale` active and every catalogue loaded, so a test renders at once, as the app does once loaded. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  const i18n = setupI18n({ messages: TEST_CATALOGUES });
  i18n.activate(locale);
  return i18n;
}
