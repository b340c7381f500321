/**
 * The sandbox provider's cards. Only the documented test numbers do anything, so nobody is tempted to
 * type a real card into a development server; a number is read here and never stored or logged. The
 * number and expiry rules are the checkout form's (`@coursewise/contract/card-rules`).
 */

import { isExpired, isValidCardNumber, parseExpiry } from '@coursewise/contract/card-rules';

export type CardOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'notTestCard';

export type CardCheck =
  | { ok: true; brand: string; last4: string; outcome: CardOutcome }
  | { ok: false; field: 'cardNumber' | 'expiry'; message: string };

export const SANDBOX_SUCCESS_CARD = '4242424242424242';

const testCards: Record<string, 'succeeded' | 'declined' | 'insufficient_funds'> = {
  [SANDBOX_SUCCESS_CARD]: 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export const declineMessages = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  notTestCard: 'The sandbox accepts test cards only: use 4242 4242 4242 4242.',
} as const;

/** The card network from the number's first digits (IIN ranges). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** Reads a sandbox card: field errors for a bad number or a past expiry, else the outcome it stands for. */
export function checkSandboxCard(card: { cardNumber: string; expiry: string }, now: Date): CardCheck {
  const digits = card.cardNumber.replace(/\s/g, '');
  if (!isValidCardNumber(digits))
    return { ok: false, field: 'cardNumber', message: 'Your card number is not valid.' };
  const expiry = parseExpiry(card.expiry);
  if (!expiry || isExpired(expiry, now))
    return { ok: false, field: 'expiry', message: "Your card's expiry date is in the past." };
  const outcome = testCards[digits];
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  return { ok: true, brand, last4, outcome: outcome ?? 'notTestCard' };
}
