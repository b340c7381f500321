import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Codes are stored as an HMAC keyed with the server secret and bound to the user and purpose. */
export function hashCode(secret: string, userId: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function codeMatches(expectedHash: string, actualHash: string): boolean {
  const a = Buffer.from(expectedHash, 'hex');
  const b = Buffer.from(actualHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
