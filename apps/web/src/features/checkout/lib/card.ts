import { CARD_DIGITS_MAX } from '@coursewise/contract/card-rules';

/**
 * How the card form writes what is typed. The checks (Luhn, length, expiry) are the server's, in
 * `@coursewise/contract/card-rules`.
 */

/** The digits of what was typed or pasted, at most a card number's worth. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
}

/** "4242424242424242" → "4242 4242 4242 4242": groups of four, as printed on most cards. */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret belongs in `formatted` so that `digitsBefore` digits stand before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index))) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** "1234" → "12/34" while typing; the slash comes once a third digit is typed, so backspace works. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
