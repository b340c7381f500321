import { languageScopedKeys } from '@coursewise/contract/query-keys';
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Content the API writes in the visitor's language (CMS pages, FAQs, help articles) is fetched again
 * when the page switches language without a reload: the cookie the switch wrote picks the new words.
 * Loading a page's catalogue changes nothing here (the language stays).
 */
export function useLanguageScopedQueries(i18n: I18n, queryClient: QueryClient): void {
  useEffect(() => {
    let shown = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === shown) return;
      shown = i18n.locale;
      for (const queryKey of languageScopedKeys) void queryClient.invalidateQueries({ queryKey });
    });
  }, [i18n, queryClient]);
}
