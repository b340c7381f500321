import type { CurrencyCode } from '@coursewise/contract';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { type CurrencySettings, conversionRate } from './currency';

// Apart from currency.ts, which the first screen uses: only the catalogue's price filter, the checkout
// and receipts need these, and a module sits whole in the chunk of its first user.

/** A whole amount typed in `currency` (e.g. "15" pounds) as US cents, for the catalogue's price filter. */
export function toUsdCents(
  amount: number,
  currency: CurrencyCode,
  settings?: CurrencySettings | null,
): number {
  const rate = conversionRate(currency, settings) ?? 1;
  return Math.max(0, Math.round((amount * 100) / rate));
}

/** US cents as an amount of `currency` with at most 2 decimals (the inverse of toUsdCents). */
export function fromUsdCents(
  usdCents: number,
  currency: CurrencyCode,
  settings?: CurrencySettings | null,
): number {
  const rate = conversionRate(currency, settings) ?? 1;
  return Math.round(usdCents * rate) / 100;
}

/** "1 USD = 0.79 GBP": the rate an order's US-cent prices were converted at. */
export function describeRate(rate: number, currency: CurrencyCode, locale: Locale = DEFAULT_LOCALE): string {
  const number = rate.toLocaleString(locale === DEFAULT_LOCALE ? 'en-US' : locale, {
    maximumFractionDigits: 6,
  });
  return `1 USD = ${number} ${currency}`;
}
