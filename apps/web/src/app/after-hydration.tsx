import type { CurrencyCode } from '@coursewise/contract';
import { useEffect } from 'react';
import type { AppStore } from '../store';
import { setCurrency } from '../store/global-slice';

/**
 * What a server-rendered page learns only in the browser, applied once hydration has committed: the
 * display currency kept where the server cannot read it (storage from before the currency cookie).
 */
export function AfterHydration({ store, currency }: { store: AppStore; currency: CurrencyCode }) {
  useEffect(() => {
    if (store.getState().global.currency !== currency) store.dispatch(setCurrency(currency));
  }, [store, currency]);
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
