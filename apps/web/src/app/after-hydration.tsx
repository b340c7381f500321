import type { CurrencyCode } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { showLocale } from '../i18n/locale-preference';
import type { Locale } from '../i18n/locales';
import type { AppStore } from '../store';
import { setCurrency } from '../store/global-slice';

interface AfterHydrationProps {
  store: AppStore;
  currency: CurrencyCode;
  /** The language the visitor chose (the `locale` cookie), when the page was drawn in another. */
  locale?: Locale;
}

/**
 * What a server-rendered page learns only in the browser, applied once hydration has committed: the
 * display currency kept where the server cannot read it (storage from before the currency cookie), and
 * the chosen language when the server drew the page in another (a server that does not negotiate it).
 */
export function AfterHydration({ store, currency, locale }: AfterHydrationProps) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (store.getState().global.currency !== currency) store.dispatch(setCurrency(currency));
  }, [store, currency]);
  useEffect(() => {
    if (locale && i18n.locale !== locale) void showLocale(i18n, locale);
  }, [i18n, locale]);
  return null;
}

/** Set on `<html>` once the page under the header is live (hydrated, or drawn by the browser). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Placed beside the page inside the shell's Suspense boundary, so its effect runs when the page itself
 * is live: a lazy page's boundary hydrates only once its code has arrived. Journeys wait for it before
 * they act on a server-rendered page (its buttons do nothing before).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
