import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  formatCardNumber,
  formatExpiry,
  isExpired,
  isValidCardNumber,
  parseExpiry,
  passesLuhn,
} from './card';

describe('card helpers', () => {
  it('groups the digits in fours, drops anything else and stops at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the caret back after the same digit once the number is regrouped', () => {
    expect(caretAfterDigits('4242 4242 4', 9)).toBe(11);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });

  it('checks the Luhn checksum and the length', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    // Luhn-valid but too short for a card.
    expect(isValidCardNumber('0000 0000')).toBe(false);
  });

  it('writes the expiry as MM/YY while typing and reads it back', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('01 / 2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1/30')).toBeNull();
  });

  it('treats a card as valid until the end of its expiry month', () => {
    const now = new Date(2026, 4, 31);
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
