import { useCallback } from 'react';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';

/**
 * What to say once the server has accepted a request that always answers the same confirmation
 * (a reset code or a new code "if the account exists", a changed password): the server's own words in
 * English, as before; in any other language this page's words for it, since the API answers in English.
 */
export function useConfirmation(): (serverMessage: string | undefined, ownMessage: string) => string {
  const locale = useActiveLocale();
  return useCallback(
    (serverMessage, ownMessage) => (locale === DEFAULT_LOCALE && serverMessage ? serverMessage : ownMessage),
    [locale],
  );
}
