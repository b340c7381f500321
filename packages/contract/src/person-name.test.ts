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
    // 80 characters of four-byte letters (Adlam): counted as characters, as the schema counts them.
    ['𞤀'.repeat(limits.nameMax), '𞤀'.repeat(limits.nameMax)],
    // Every script with a bundled face, with the letters and marks it shares with others.
    ['山田 さくら', '山田 さくら'],
    ['カーター', 'カーター'],
    ['ليلى حسن', 'ليلى حسن'],
    ['Zoe\u0308', 'Zoe\u0308'],
    ['తెలుగు', 'తెలుగు'],
    ['ខ្មែរ', 'ខ្មែរ'],
    ['සිංහල', 'සිංහල'],
    ['မြန်မာ', 'မြန်မာ'],
    ['ਗੁਰਪ੍ਰੀਤ ਕੌਰ', 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ'],
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
    // Letters of a script no bundled font prints (a certificate would show empty boxes): Linear B,
    // Cuneiform, Tibetan, Mongolian (its Noto face does not load in fontkit), Javanese and Balinese
    // (fontkit's shaper for them throws on some mark sequences), and the mathematical letters (Common,
    // not a living script).
    'ᠮᠣᠩᠭᠣᠯ',
    'ꦗꦮ',
    'ᬩᬮᬶ',
    '𐀀',
    'Ada 𒀀',
    'བོད',
    '𝒜da',
  ])('drops %j', (raw) => {
    expect(cleanPersonName(raw)).toBeNull();
  });

  it('drops what is not a string', () => {
    for (const raw of [null, undefined, 42, ['Ada'], { name: 'Ada' }])
      expect(cleanPersonName(raw)).toBeNull();
  });
});
