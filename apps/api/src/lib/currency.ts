import type { CurrencyCode } from '@coursewise/contract';

export type Rates = { GBP: number; EUR: number };

/** A USD price in cents converted to minor units of `currency`: round(price × rate) (ARCHITECTURE §7). */
export function convertCents(usdCents: number, currency: CurrencyCode, rates: Rates): number {
  if (currency === 'USD') return usdCents;
  return Math.round(usdCents * rates[currency]);
}

/** A stored currency column as the contract's code; the database only ever holds these three. */
export function storedCurrency(value: string): CurrencyCode {
  if (value === 'USD' || value === 'GBP' || value === 'EUR') return value;
  throw new Error(`Unknown stored currency ${value}`);
}
