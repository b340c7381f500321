import type { CurrencyCode } from '@coursewise/contract';
import { CURRENCY_COOKIE } from '@coursewise/contract/cookies';
import { readCookie, writeCookie } from './cookies';
import { DEFAULT_CURRENCY, isCurrencyCode } from './currency';

/** Where the choice was kept before the server read it (a cookie): read once more, then copied over. */
export const CURRENCY_KEY = 'currency';
/** The cookie lives for a year and is renewed with each choice. */
const COOKIE_DAYS = 365;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings.
    return undefined;
  }
}

/** The visitor's chosen display currency: the cookie (which the server reads too), else the older storage. */
export function readCurrencyPreference(): CurrencyCode {
  const fromCookie = readCookie(CURRENCY_COOKIE);
  if (isCurrencyCode(fromCookie)) return fromCookie;
  const stored = storage()?.getItem(CURRENCY_KEY);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

export function saveCurrencyPreference(currency: CurrencyCode): void {
  writeCookie(CURRENCY_COOKIE, currency, {
    path: '/',
    expires: COOKIE_DAYS,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  try {
    storage()?.setItem(CURRENCY_KEY, currency);
  } catch {
    // A full or blocked storage only means the choice is not remembered there.
  }
}
