import { describe, expect, it } from 'vitest';
import { normalizeGiftCode } from './gifts.js';

describe('normalizeGiftCode', () => {
  it('ignores case, spaces and dashes, and reads O, I and L as 0 and 1', () => {
    expect(normalizeGiftCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeGiftCode('O1IL-0000')).toBe('01110000');
  });
});
