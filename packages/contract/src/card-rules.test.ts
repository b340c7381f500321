import { describe, expect, it } from 'vitest';
import { isExpired, isValidCardNumber, parseExpiry, passesLuhn } from './card-rules.js';

describe('the card number rule', () => {
  it.each(['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '378282246310005', '000000000000'])(
    'accepts %j',
    (number) => expect(isValidCardNumber(number)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '4242424242424241'],
    ['two swapped digits', '4242424242424224'],
    ['11 digits', '42424242428'],
    ['20 digits', '42424242424242424242'],
    ['a letter', '4242a24242424242'],
    ['nothing', ''],
  ])('refuses %s', (_label, number) => expect(isValidCardNumber(number)).toBe(false));

  it('reads the checksum of digits only', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('7992 7398 713')).toBe(false);
  });
});

describe('the expiry rule', () => {
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['01 / 30', { month: 1, year: 2030 }],
    ['06/2031', { month: 6, year: 2031 }],
    [' 07/29 ', { month: 7, year: 2029 }],
  ])('reads %j', (value, expiry) => expect(parseExpiry(value)).toEqual(expiry));

  it.each(['00/30', '13/30', '1/30', '12/3', '12-30', '12/300', ''])('refuses %j', (value) =>
    expect(parseExpiry(value)).toBeNull(),
  );

  const june2030 = { month: 6, year: 2030 };
  it.each([
    ['the first of the month', '2030-06-01T00:00:00Z', false],
    ['its last day at noon', '2030-06-30T12:00:00Z', false],
    ['the last millisecond of the month in UTC', '2030-06-30T23:59:59.999Z', false],
    ['midnight UTC on the first of the next month', '2030-07-01T00:00:00Z', true],
    ['the next month', '2030-07-15T00:00:00Z', true],
    ['a month before', '2030-05-31T23:59:59Z', false],
    ['a year later', '2031-01-01T00:00:00Z', true],
    // The same instants written with offsets: the answer follows UTC, not the visitor's clock.
    ['June 30th, 23:30 in New York (July 1st UTC)', '2030-06-30T23:30:00-04:00', true],
    ['July 1st, 01:00 in Paris (June 30th UTC)', '2030-07-01T01:00:00+02:00', false],
  ])('a card to 06/30 on %s: expired %s', (_label, instant, expired) =>
    expect(isExpired(june2030, new Date(instant))).toBe(expired),
  );

  it('turns December over into the next year', () => {
    const december = { month: 12, year: 2030 };
    expect(isExpired(december, new Date('2030-12-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired(december, new Date('2031-01-01T00:00:00Z'))).toBe(true);
  });
});
