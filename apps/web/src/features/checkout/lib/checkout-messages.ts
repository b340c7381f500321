import type { I18n } from '@lingui/core';
import { CHARGE_UNKNOWN, NOT_CHARGED, NOT_PAID } from '../api/recheck-payment';
import { STILL_PENDING_MESSAGE } from '../api/wait-for-payment';
import { CARD_MESSAGES } from './card-messages';

// The shared form checks' wording (lib/validation.ts) for the card and gift fields.
const REQUIRED = 'This field is required';
const INVALID_EMAIL = 'Enter a valid email address';
const AT_MOST = /^Use at most (\d+) characters$/;
const GIFT_MESSAGE_TOO_LONG = /^Keep the message to (\d+) characters$/;

/**
 * A message the checkout's own code wrote in English (a problem kept beside the card fields, a field's
 * check), in the page's language; anything else (the server's or Stripe's words) is shown as it came.
 */
export function checkoutMessage(_: I18n['_'], message: string): string {
  switch (message) {
    case NOT_PAID:
      return _('commerce.payment.notPaid');
    case NOT_CHARGED:
      return _('commerce.payment.notCharged');
    case CHARGE_UNKNOWN:
      return _('commerce.payment.chargeUnknown');
    case STILL_PENDING_MESSAGE:
      return _('commerce.payment.stillPending');
    case CARD_MESSAGES.cardNumber:
      return _('commerce.card.numberLength');
    case CARD_MESSAGES.luhn:
      return _('commerce.card.numberInvalid');
    case CARD_MESSAGES.expiry:
      return _('commerce.card.expiryFormat');
    case CARD_MESSAGES.expired:
      return _('commerce.card.expired');
    case CARD_MESSAGES.cvc:
      return _('commerce.card.cvc');
    case REQUIRED:
      return _('commerce.form.required');
    case INVALID_EMAIL:
      return _('commerce.form.invalidEmail');
  }
  const atMost = AT_MOST.exec(message)?.[1];
  if (atMost) return _('commerce.form.atMost', { max: Number(atMost) });
  const giftMax = GIFT_MESSAGE_TOO_LONG.exec(message)?.[1];
  if (giftMax) return _('commerce.gift.messageTooLong', { max: Number(giftMax) });
  return message;
}

/** A field's message, if it has one, in the page's language. */
export const fieldMessage = (_: I18n['_'], message: string | undefined): string | undefined =>
  message ? checkoutMessage(_, message) : undefined;
