import { isCouponCodeShape, normalizeCouponCode } from '@coursewise/contract/coupon-rules';

/**
 * The coupon code a visitor brought (a share link's `?coupon=`, or typed in the cart), kept in
 * sessionStorage like the other signed-out clicks (lib/pending-action.ts), so it survives sign-in and
 * sign-up in this tab and reaches the cart and checkout. Forgotten when removed, after a day, and on
 * sign-out.
 */

const COUPON_KEY = 'coupon-code';
const COUPON_TTL_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept code, upper-case, or undefined. */
export function readCoupon(): string | undefined {
  const raw = storage()?.getItem(COUPON_KEY);
  if (!raw) return undefined;
  try {
    const kept: unknown = JSON.parse(raw);
    if (typeof kept === 'object' && kept !== null) {
      const { code, savedAt } = kept as { code?: unknown; savedAt?: unknown };
      if (typeof code === 'string' && typeof savedAt === 'number' && Date.now() - savedAt < COUPON_TTL_MS)
        return code;
    }
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  forgetCoupon();
  return undefined;
}

/** Keeps a code (any case; one that cannot be a code is not kept). Answers the kept form. */
export function rememberCoupon(code: string): string | undefined {
  if (!isCouponCodeShape(code)) return undefined;
  const kept = normalizeCouponCode(code);
  storage()?.setItem(COUPON_KEY, JSON.stringify({ code: kept, savedAt: Date.now() }));
  return kept;
}

export function forgetCoupon(): void {
  storage()?.removeItem(COUPON_KEY);
}
