import { describe, expect, it } from 'vitest';
import { limits } from './limits.js';
import { cleanPersonName, isPersonName } from './person-name.js';

describe('the name rule', () => {
  it.each([
    ['Ada', 'Ada'],
    [' Ada  ', 'Ada'],
    ["O'Connor-Núñez", "O'Connor-Núñez"],
    ['Zoë', 'Zoë'],
    ['Ζωή', 'Ζωή'],
    ['J. R.', 'J. R.'],
    // 80 characters of four-byte letters: counted as characters, as the schema counts them.
    ['𝒜'.repeat(limits.nameMax), '𝒜'.repeat(limits.nameMax)],
  ])('keeps %j as %j', (raw, clean) => {
    expect(cleanPersonName(raw)).toBe(clean);
    expect(isPersonName(clean)).toBe(true);
  });

  it.each([
    '<b>x</b>',
    'Ada\u202Ex',
    'Ada\u2066x',
    'Ada\u200Fx',
    'Ada\nLovelace',
    'Ada\u0000',
    'Ada\u0085',
    'A'.repeat(limits.nameMax + 1),
    '',
    '   ',
    '-Ada',
    'Ada & Co',
    'Ada\u00A0Lovelace',
  ])('drops %j', (raw) => {
    expect(cleanPersonName(raw)).toBeNull();
  });

  it('drops what is not a string', () => {
    for (const raw of [null, undefined, 42, ['Ada'], { name: 'Ada' }])
      expect(cleanPersonName(raw)).toBeNull();
  });
});
