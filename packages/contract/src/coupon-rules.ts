/**
 * Coupon codes as people type them: 3–40 letters, digits, `-` and `_`, compared case-insensitively
 * (stored upper-case). One rule for the console's form, the cart's field and the server; this file
 * has no schema library, so the web imports it as `@coursewise/contract/coupon-rules`.
 */
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9_-]{3,40}$';
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();
export const isCouponCodeShape = (code: string): boolean => new RegExp(COUPON_CODE_PATTERN).test(code.trim());

/** The one answer for a code that cannot be used, whatever the reason (unknown, expired, used up…). */
export const COUPON_INVALID_MESSAGE = 'This code is not valid';
