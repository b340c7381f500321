import { describe, expect, it } from 'vitest';
import { displayPrice, isCurrencyCode } from './currency';
import { describeRate, fromUsdCents, toUsdCents } from './currency-conversion';

const currency = {
  default: 'USD' as const,
  symbols: { USD: '$', GBP: '£', EUR: '€' },
  rates: { GBP: 0.79, EUR: 0.92 },
};

describe('display prices', () => {
  it('shows a US-cent price in the chosen currency: amount × rate, 2 decimals, its symbol', () => {
    expect(displayPrice(4999, 'USD', currency)).toBe('$49.99');
    expect(displayPrice(4999, 'GBP', currency)).toBe('£39.49');
    expect(displayPrice(4999, 'EUR', currency)).toBe('€45.99');
    expect(displayPrice(0, 'EUR', currency)).toBe('€0.00');
  });

  it('falls back to dollars while the rates are unknown, never a wrong symbol', () => {
    expect(displayPrice(4999, 'GBP', null)).toBe('$49.99');
    expect(displayPrice(4999, 'EUR')).toBe('$49.99');
  });

  it("follows the language: its order and separators, the settings' symbol", () => {
    expect(displayPrice(4999, 'EUR', currency, 'de')).toBe('45,99\u00a0€');
    expect(displayPrice(4999, 'EUR', currency, 'fr')).toBe('45,99\u00a0€');
    expect(displayPrice(4999, 'USD', currency, 'es')).toBe('49,99\u00a0$');
    expect(
      displayPrice(123_456, 'GBP', { ...currency, symbols: { ...currency.symbols, GBP: 'GB£' } }, 'de'),
    ).toBe('975,30\u00a0GB£');
    expect(displayPrice(4999, 'USD', currency, 'en')).toBe('$49.99');
  });
});

describe('price filter amounts', () => {
  it('turns an amount typed in the chosen currency into US cents and back', () => {
    expect(toUsdCents(20, 'USD', currency)).toBe(2000);
    expect(toUsdCents(15, 'GBP', currency)).toBe(1899);
    expect(fromUsdCents(1899, 'GBP', currency)).toBe(15);
    expect(fromUsdCents(2000, 'USD', currency)).toBe(20);
    expect(fromUsdCents(1999, 'EUR', currency)).toBe(18.39);
  });

  it('never produces a negative price', () => {
    expect(toUsdCents(-5, 'USD', currency)).toBe(0);
  });
});

describe('currency codes', () => {
  it('accepts only the three supported codes', () => {
    expect(['USD', 'GBP', 'EUR'].every(isCurrencyCode)).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('conversion rates', () => {
  it('says the rate an order was priced at as people write it', () => {
    expect(describeRate(0.79, 'GBP')).toBe('1 USD = 0.79 GBP');
    expect(describeRate(0.9215, 'EUR')).toBe('1 USD = 0.9215 EUR');
    expect(describeRate(1, 'USD')).toBe('1 USD = 1 USD');
    expect(describeRate(0.9215, 'EUR', 'de')).toBe('1 USD = 0,9215 EUR');
  });
});
