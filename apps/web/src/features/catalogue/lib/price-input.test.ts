import { describe, expect, it } from 'vitest';
import { PRICE_ERRORS, rangeError, readPrice } from './price-input';

describe('reading a typed price', () => {
  it('reads amounts with up to 2 decimals, a comma as the decimal mark, and empty as no limit', () => {
    expect(readPrice('')).toEqual({ amount: null });
    expect(readPrice('  ')).toEqual({ amount: null });
    expect(readPrice('12')).toEqual({ amount: 12 });
    expect(readPrice(' 12.5 ')).toEqual({ amount: 12.5 });
    expect(readPrice('12,50')).toEqual({ amount: 12.5 });
    expect(readPrice('12.')).toEqual({ amount: 12 });
    expect(readPrice('.5')).toEqual({ amount: 0.5 });
    expect(readPrice('0')).toEqual({ amount: 0 });
    expect(readPrice('-0')).toEqual({ amount: 0 });
  });

  it('says why a price cannot be used instead of dropping it', () => {
    expect(readPrice('-5')).toEqual({ error: PRICE_ERRORS.negative });
    expect(readPrice('-0.5')).toEqual({ error: PRICE_ERRORS.negative });
    expect(readPrice('12.345')).toEqual({ error: PRICE_ERRORS.decimals });
    expect(readPrice('abc')).toEqual({ error: PRICE_ERRORS.notANumber });
    expect(readPrice('1e5')).toEqual({ error: PRICE_ERRORS.notANumber });
    expect(readPrice('12.5.1')).toEqual({ error: PRICE_ERRORS.notANumber });
    expect(readPrice('-')).toEqual({ error: PRICE_ERRORS.notANumber });
    expect(readPrice('.')).toEqual({ error: PRICE_ERRORS.notANumber });
  });

  it('refuses a minimum above the maximum, only when both are readable', () => {
    expect(rangeError(readPrice('50'), readPrice('10'))).toBe(PRICE_ERRORS.inverted);
    expect(rangeError(readPrice('10'), readPrice('10'))).toBeUndefined();
    expect(rangeError(readPrice('10'), readPrice('50'))).toBeUndefined();
    expect(rangeError(readPrice('50'), readPrice(''))).toBeUndefined();
    expect(rangeError(readPrice('abc'), readPrice('10'))).toBeUndefined();
  });
});
