import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The language the page is shown in, for `Intl` formatting (prices, dates, numbers, relative times). */
export function useActiveLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
