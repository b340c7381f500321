import type { CurrencyCode } from '@coursewise/contract';

export type Rates = { GBP: number; EUR: number };

/** A USD price in cents converted to minor units of `currency`: round(price × rate) (ARCHITECTURE §7). */
export function convertCents(usdCents: number, currency: CurrencyCode, rates: Rates): number {
  if (currency === 'USD') return usdCents;
  return Math.round(usdCents * rates[currency]);
}
