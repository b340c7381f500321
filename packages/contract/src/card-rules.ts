/**
 * The card checks the checkout form and the sandbox provider both apply, written once so they agree.
 * This file imports nothing (the web imports it as `@coursewise/contract/card-rules`).
 */

/** Card numbers have 12 to 19 digits (ISO/IEC 7812); `SandboxCardBody` allows the same with spaces. */
export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

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

/** Whether a typed number (spaces allowed) has a card's length and checksum. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_DIGITS_MIN &&
    digits.length <= CARD_DIGITS_MAX &&
    passesLuhn(digits)
  );
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

/**
 * A card is valid through the last day of its expiry month, in UTC: the month is the card's, not the
 * visitor's, so the form and the server give the same answer for the same instant wherever the
 * visitor is (the form may say "valid" a few hours longer or shorter than their wall clock would).
 */
export function isExpired({ month, year }: Expiry, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}
