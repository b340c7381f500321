import type { CurrencyCode, Settings } from '@coursewise/contract';

export type CurrencySettings = Settings['currency'];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_SYMBOLS: Record<CurrencyCode, string> = { USD: '$', GBP: '£', EUR: '€' };

/** Converts an amount in US cents into minor units of `currency` (spec §9: amount × rate). */
export function convertAmount(usdCents: number, currency: CurrencyCode, settings?: CurrencySettings): number {
  if (currency === 'USD') return usdCents;
  const rate = settings?.rates[currency];
  if (rate === undefined) throw new Error(`No conversion rate for ${currency}`);
  return Math.round(usdCents * rate);
}

/** Shows minor units with the currency's symbol and 2 decimals: 1999 → "$19.99". */
export function formatMoney(minorUnits: number, currency: CurrencyCode, settings?: CurrencySettings): string {
  const symbol = settings?.symbols[currency] ?? DEFAULT_SYMBOLS[currency];
  const sign = minorUnits < 0 ? '-' : '';
  const amount = (Math.abs(minorUnits) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}${symbol}${amount}`;
}

/** Converts a US-cent price and formats it in one step. */
export function formatPrice(usdCents: number, currency: CurrencyCode, settings?: CurrencySettings): string {
  return formatMoney(convertAmount(usdCents, currency, settings), currency, settings);
}
