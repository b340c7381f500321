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

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `hydrate` once the page has loaded (its pictures painted: hydrating first would hold the
 * largest one's paint behind the work), or at once when the visitor starts to interact with it.
 */
export function whenPageLoaded(hydrate: () => void): void {
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    hydrate();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  // A task after `load`, so the frame that paints the last picture comes first.
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
