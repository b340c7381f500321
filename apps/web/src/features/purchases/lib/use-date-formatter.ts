import { useCallback } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';

/** "27 November 2026" in the page's language (English keeps its British day-month order). */
export function useDateFormatter(): (iso: string) => string {
  const locale = useActiveLocale();
  return useCallback((iso: string) => formatDate(iso, locale === 'en' ? 'en-GB' : locale), [locale]);
}
