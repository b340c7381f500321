import { describe, expect, it } from 'vitest';
import { cardBrand, checkSandboxCard } from './sandbox-cards.js';

const now = new Date('2026-11-23T12:00:00Z');

describe('sandbox cards', () => {
  it('knows the three test cards and refuses other valid numbers as not test cards', () => {
    const read = (cardNumber: string) => checkSandboxCard({ cardNumber, expiry: '12/30' }, now);
    expect(read('4242 4242 4242 4242')).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
      outcome: 'succeeded',
    });
    expect(read('4000000000000002')).toMatchObject({ ok: true, outcome: 'declined', last4: '0002' });
    expect(read('4000 0000 0000 9995')).toMatchObject({ ok: true, outcome: 'insufficient_funds' });
    expect(read('5555 5555 5555 4444')).toMatchObject({
      ok: true,
      brand: 'mastercard',
      outcome: 'notTestCard',
    });
  });

  it('refuses numbers that fail the Luhn check and expiry dates in the past', () => {
    expect(checkSandboxCard({ cardNumber: '4242 4242 4242 4241', expiry: '12/30' }, now)).toEqual({
      ok: false,
      field: 'cardNumber',
      message: 'Your card number is not valid.',
    });
    expect(checkSandboxCard({ cardNumber: '4242424242424242', expiry: '10/26' }, now)).toEqual({
      ok: false,
      field: 'expiry',
      message: "Your card's expiry date is in the past.",
    });
  });

  // The rules themselves are unit-tested with the contract (packages/contract/src/card-rules.test.ts).
  it('treats a card as valid through the last day of its expiry month, in UTC', () => {
    const expired = (expiry: string, at: string) =>
      !checkSandboxCard({ cardNumber: '4242424242424242', expiry }, new Date(at)).ok;
    expect(expired('11/26', now.toISOString())).toBe(false);
    expect(expired('11/2026', '2026-11-30T23:59:59.999Z')).toBe(false);
    expect(expired('11/26', '2026-12-01T00:00:00Z')).toBe(true);
    expect(expired('11/26', '2026-11-30T23:30:00-05:00')).toBe(true);
    expect(expired('13/26', now.toISOString())).toBe(true);
  });

  it('refuses a number of the wrong length even when its checksum holds', () => {
    expect(checkSandboxCard({ cardNumber: '0000 0000', expiry: '12/30' }, now)).toMatchObject({
      ok: false,
      field: 'cardNumber',
    });
  });

  it('names the brand', () => {
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
  });
});
