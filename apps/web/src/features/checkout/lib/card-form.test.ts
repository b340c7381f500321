import type { ResolverOptions } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, type CardFormValues, cardResolver } from './card-form';

const options: ResolverOptions<CardFormValues> = { fields: {}, shouldUseNativeValidation: false };
const card = (expiry: string): CardFormValues => ({
  cardNumber: '4242 4242 4242 4242',
  expiry,
  cvc: '123',
  name: '',
});
const expiryError = async (expiry: string) =>
  (await cardResolver(card(expiry), undefined, options)).errors.expiry;

// The visitor's clock is in New York, where June 30th 23:30 is already July 1st in UTC: the form must
// answer as the server does (the card's month ends at midnight UTC), not by the wall clock.
describe('the card form’s expiry check, away from UTC', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'America/New_York');
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('takes a card to 06/30 as expired from midnight UTC on July 1st, though it is still June here', async () => {
    vi.setSystemTime(new Date('2030-06-30T23:30:00-04:00'));
    expect(new Date().getMonth()).toBe(5);
    expect(await expiryError('06/30')).toMatchObject({ type: 'expired', message: CARD_MESSAGES.expired });
  });

  it('takes the same card as valid up to the last millisecond of June in UTC', async () => {
    vi.setSystemTime(new Date('2030-06-30T23:59:59.999Z'));
    expect(await expiryError('06/30')).toBeUndefined();
    expect(await expiryError('05/30')).toMatchObject({ type: 'expired' });
  });
});
