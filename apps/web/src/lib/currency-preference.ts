import type { CurrencyCode } from '@coursewise/contract';
import { DEFAULT_CURRENCY, isCurrencyCode } from './currency';

/** The visitor's chosen display currency is kept across visits under this localStorage key. */
export const CURRENCY_KEY = 'currency';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings.
    return undefined;
  }
}

export function readCurrencyPreference(): CurrencyCode {
  const stored = storage()?.getItem(CURRENCY_KEY);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

export function saveCurrencyPreference(currency: CurrencyCode): void {
  try {
    storage()?.setItem(CURRENCY_KEY, currency);
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}
