import { channel } from 'node:diagnostics_channel';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP password storage: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/**
 * Each hash is announced on this diagnostics channel (free without subscribers), so a test can prove
 * that two paths spend the same hashing work without timing them.
 */
export const passwordHashChannel = channel('coursewise:password-hash');

export function hashPassword(password: string): Promise<string> {
  passwordHashChannel.publish(null);
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password is common when it, or its stem before trailing digits and symbols, is a known leaked one. */
export function isCommonPassword(password: string, context: string[] = []): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (common.has(lower) || (stem.length >= 4 && common.has(stem))) return true;
  if (/^(.)\1+$/u.test(lower)) return true;
  return context.some((word) => word.length >= 4 && lower.replace(/[\d\W_]+$/u, '') === word.toLowerCase());
}

/** A hash of a random password, so unknown emails cost the same time as known ones at sign-in. */
export const dummyHashPromise: Promise<string> = hashPassword('dummy-password-for-timing-equality');
