import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * Each locale's messages are a chunk of their own, fetched when that language is shown (English
 * too): the first screen's script carries none of them. The build compiles each catalogue's ICU
 * messages (vite.config.ts, `compiledCatalogues`), so the browser gets no message parser.
 */
const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json'),
  es: () => import('./catalogues/es.json'),
  fr: () => import('./catalogues/fr.json'),
  de: () => import('./catalogues/de.json'),
};

/** Loads `locale`'s catalogue into `i18n` (once) and makes it the active language. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  // A chunk already fetched resolves at once.
  const { default: messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
}
