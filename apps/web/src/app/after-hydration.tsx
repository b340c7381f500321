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
