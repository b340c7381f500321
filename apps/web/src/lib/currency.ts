import type { CurrencyCode, Settings } from '@coursewise/contract';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export type CurrencySettings = Settings['currency'];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'GBP', 'EUR'];
export const DEFAULT_SYMBOLS: Record<CurrencyCode, string> = { USD: '$', GBP: '£', EUR: '€' };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function currencySymbol(currency: CurrencyCode, settings?: CurrencySettings | null): string {
  return settings?.symbols[currency] ?? DEFAULT_SYMBOLS[currency];
}

/** The rate from US dollars to `currency`, or undefined while the settings have not arrived. */
export function conversionRate(
  currency: CurrencyCode,
  settings?: CurrencySettings | null,
): number | undefined {
  if (currency === 'USD') return 1;
  return settings?.rates[currency];
}

/** Converts an amount in US cents into minor units of `currency` (spec §9: amount × rate). */
export function convertAmount(usdCents: number, currency: CurrencyCode, settings?: CurrencySettings): number {
  const rate = conversionRate(currency, settings);
  if (rate === undefined) throw new Error(`No conversion rate for ${currency}`);
  return currency === 'USD' ? usdCents : Math.round(usdCents * rate);
}

/**
 * Shows minor units with the currency's symbol and 2 decimals: 1999 → "$19.99" in English, "19,99 €"
 * in German (the locale's order and separators, the settings' symbol).
 */
export function formatMoney(
  minorUnits: number,
  currency: CurrencyCode,
  settings?: CurrencySettings | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const symbol = currencySymbol(currency, settings);
  if (locale !== DEFAULT_LOCALE) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(minorUnits / 100)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('');
  }
  const sign = minorUnits < 0 ? '-' : '';
  const amount = (Math.abs(minorUnits) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}${symbol}${amount}`;
}

/** Converts a US-cent price and formats it in one step. */
export function formatPrice(
  usdCents: number,
  currency: CurrencyCode,
  settings?: CurrencySettings,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMoney(convertAmount(usdCents, currency, settings), currency, settings, locale);
}

/** The currency prices can be shown in: the chosen one, or dollars while its rate is unknown. */
export function shownCurrency(currency: CurrencyCode, settings?: CurrencySettings | null): CurrencyCode {
  return conversionRate(currency, settings) === undefined ? DEFAULT_CURRENCY : currency;
}

/**
 * The price to show in the visitor's currency; in dollars while the rates are unknown (settings still
 * loading or unavailable), so a price is never shown with the wrong symbol.
 */
export function displayPrice(
  usdCents: number,
  currency: CurrencyCode,
  settings?: CurrencySettings | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatPrice(usdCents, shownCurrency(currency, settings), settings ?? undefined, locale);
}
