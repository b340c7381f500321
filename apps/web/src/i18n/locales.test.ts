import {
  DEFAULT_LOCALE as CONTRACT_DEFAULT,
  LOCALES as CONTRACT_LOCALES,
} from '@coursewise/contract/locales';
import { expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from './locales';

it('speaks exactly the locales the API negotiates, in the same order, with the same default', () => {
  expect([...LOCALES]).toEqual([...CONTRACT_LOCALES]);
  expect(DEFAULT_LOCALE).toBe(CONTRACT_DEFAULT);
  expect(Object.keys(LOCALE_NAMES)).toEqual([...CONTRACT_LOCALES]);
});
