/**
 * The card form's own messages, in English as the checks give them (`card-form.ts`); the form shows
 * them in the page's language (`checkout-messages.ts`). Kept apart from the checks, which load late.
 */
export const CARD_MESSAGES = {
  cardNumber: 'Enter the 12 to 19 digits of your card number',
  luhn: 'This card number is not valid: check the digits',
  expiry: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;
