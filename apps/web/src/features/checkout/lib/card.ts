/** Card numbers have 12 to 19 digits (ISO/IEC 7812); the contract allows the same. */
export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

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

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped ones. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a typed number has a card's length and checksum. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_DIGITS_MIN &&
    digits.length <= CARD_DIGITS_MAX &&
    passesLuhn(digits)
  );
}

/** "1234" → "12/34" while typing; the slash comes once a third digit is typed, so backspace works. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface Expiry {
  month: number;
  /** The full year, e.g. 2034. */
  year: number;
}

/** "MM/YY" (also "MM / YY" or "MM/YYYY") → month and year; null when it is not a date like that. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** A card is valid until the end of its expiry month. */
export function isExpired({ month, year }: Expiry, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  return year < currentYear || (year === currentYear && month < now.getMonth() + 1);
}
